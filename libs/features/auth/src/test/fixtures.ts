import type { AppInfo, ServiceUrlData } from '@h5/api-contract';
import type { LoginForm, RegisterForm } from '@h5/domain';

/** Data for stories and tests: what /login looks like with real-looking answers (the member is test-utils' userFixture). */
export const appInfoFixture: AppInfo = {
  title: '皇冠体育',
  site_state: '1',
  repair_tips: '',
  redpacket_switch: '1',
  site_logo: '',
  h5_url: 'https://m.example.com',
  index_modal: '0',
  webcontent: '',
  ios_download_qrcode: '',
  ios_download_url: '',
};

export const serviceUrlFixture: ServiceUrlData = { url: 'https://kefu.example.com/chat' };

export const emptyLogin: LoginForm = { name: '', password: '', code: '' };
export const filledLogin: LoginForm = { name: 'demo888', password: 'demo888', code: 'DE8K' };

export const emptyRegister: RegisterForm = { name: '', password: '', confirmPass: '', realname: '', paypassword: '', code: '' };
export const filledRegister: RegisterForm = {
  name: 'player2024',
  password: 'secret123',
  confirmPass: 'secret123',
  realname: '张三',
  paypassword: '123456',
  code: 'DE8K',
};
