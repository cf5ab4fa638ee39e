import { notifyBusinessError } from './notify';

/** A page fetch for PagedList that toasts a business refusal before the list shows its retry. */
export async function notifying<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    notifyBusinessError(error);
    throw error;
  }
}
