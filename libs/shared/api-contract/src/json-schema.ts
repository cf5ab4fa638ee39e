/** The subset of JSON Schema (draft-07, as Ajv and fastify read it) the contract uses. */

export type JsonSchemaTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema {
  type?: JsonSchemaTypeName | readonly JsonSchemaTypeName[];
  description?: string;
  enum?: readonly (string | number)[];
  minLength?: number;
  maxLength?: number;
  /** Applies to string values only, so a number still passes a numeric-string pattern. */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: { readonly [name: string]: JsonSchema };
  required?: readonly string[];
  additionalProperties?: boolean;
}

/** Keys of every member of a union (a request may have several shapes). */
type RequestKey<Req> = Req extends unknown ? Extract<keyof Req, string> : never;

/**
 * A request-body schema tied to its TypeScript request type: every field of `Req` has a
 * property schema, and `required` names only fields of `Req`.
 */
export interface ObjectSchema<Req = Record<string, unknown>> extends JsonSchema {
  type: 'object';
  properties: { readonly [P in RequestKey<Req>]-?: JsonSchema };
  required: readonly RequestKey<Req>[];
}
