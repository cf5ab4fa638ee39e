import type { Locale, Translations } from '@h5/domain';
import { localized } from '../i18n/localized';

/**
 * The operator accounts' and desk's texts in Chinese, with the other languages below
 * (docs/i18n.md): an operator's tool sends X-Lang like the app does.
 */
export const DESK_TEXT = {
  loginFailed: '用户名、密码或动态码错误',
  loginRequired: '请输入用户名、密码和动态码',
  sessionEnded: '请重新登录',
  breakGlassOff: '应急令牌未启用',
  usernameInvalid: '用户名为3-32位字母、数字、点、横线或下划线',
  roleInvalid: '角色无效',
  operatorTaken: '操作员已存在',
  operatorNotFound: '操作员不存在',
  reasonRequired: '请填写原因',
  selfApproval: '不能审批自己提交的申请',
  approvalNotFound: '审批申请不存在',
  approvalDecided: '该申请已处理',
  awaitingApproval: '金额超过复核阈值，已提交另一名财务复核',
  settingInvalid: '设置项无效',
  noticeNotFound: '公告不存在',
  accountNotFound: '收款账户不存在',
  payChannelNotFound: '支付方式不存在',
  alreadyFrozen: '会员已冻结',
  notFrozen: '会员未冻结',
  memberFrozen: '会员已冻结：提现不能通过，可拒绝退回余额',
  badTime: '时间格式应为 YYYY-MM-DD HH:mm:ss',
} as const;

const TRANSLATIONS: Translations<typeof DESK_TEXT> = {
  en: {
    loginFailed: 'Wrong username, password or code',
    loginRequired: 'Enter your username, password and code',
    sessionEnded: 'Please sign in again',
    breakGlassOff: 'The break-glass token is not enabled',
    usernameInvalid: 'A username is 3-32 letters, digits, dots, hyphens or underscores',
    roleInvalid: 'Invalid role',
    operatorTaken: 'That operator already exists',
    operatorNotFound: 'Operator not found',
    reasonRequired: 'Please give a reason',
    selfApproval: 'You cannot approve your own request',
    approvalNotFound: 'Approval request not found',
    approvalDecided: 'This request has already been decided',
    awaitingApproval: 'The amount is above the review threshold: a second finance operator must approve it',
    settingInvalid: 'Invalid setting',
    noticeNotFound: 'Notice not found',
    accountNotFound: 'Receiving account not found',
    payChannelNotFound: 'Payment method not found',
    alreadyFrozen: 'The member is already frozen',
    notFrozen: 'The member is not frozen',
    memberFrozen: 'The member is frozen: the withdrawal cannot be approved (refusing it returns the amount to the balance)',
    badTime: 'The time must be written YYYY-MM-DD HH:mm:ss',
  },
  vi: {
    loginFailed: 'Sai tên đăng nhập, mật khẩu hoặc mã',
    loginRequired: 'Nhập tên đăng nhập, mật khẩu và mã',
    sessionEnded: 'Vui lòng đăng nhập lại',
    breakGlassOff: 'Mã khẩn cấp chưa được bật',
    usernameInvalid: 'Tên đăng nhập gồm 3-32 chữ cái, chữ số, dấu chấm, gạch ngang hoặc gạch dưới',
    roleInvalid: 'Vai trò không hợp lệ',
    operatorTaken: 'Nhân viên vận hành đã tồn tại',
    operatorNotFound: 'Nhân viên vận hành không tồn tại',
    reasonRequired: 'Vui lòng nhập lý do',
    selfApproval: 'Không thể tự duyệt yêu cầu của mình',
    approvalNotFound: 'Yêu cầu duyệt không tồn tại',
    approvalDecided: 'Yêu cầu này đã được xử lý',
    awaitingApproval: 'Số tiền vượt ngưỡng kiểm tra: cần một nhân viên tài chính khác duyệt',
    settingInvalid: 'Mục cài đặt không hợp lệ',
    noticeNotFound: 'Thông báo không tồn tại',
    accountNotFound: 'Tài khoản nhận tiền không tồn tại',
    payChannelNotFound: 'Phương thức thanh toán không tồn tại',
    alreadyFrozen: 'Thành viên đã bị đóng băng',
    notFrozen: 'Thành viên chưa bị đóng băng',
    memberFrozen: 'Thành viên đang bị đóng băng: không thể duyệt rút tiền (từ chối sẽ hoàn tiền vào số dư)',
    badTime: 'Thời gian phải có dạng YYYY-MM-DD HH:mm:ss',
  },
  th: {
    loginFailed: 'ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง',
    loginRequired: 'กรุณากรอกชื่อผู้ใช้ รหัสผ่าน และรหัสยืนยัน',
    sessionEnded: 'กรุณาเข้าสู่ระบบอีกครั้ง',
    breakGlassOff: 'ยังไม่ได้เปิดใช้โทเคนฉุกเฉิน',
    usernameInvalid: 'ชื่อผู้ใช้ต้องมี 3-32 ตัว เป็นตัวอักษร ตัวเลข จุด ขีด หรือขีดล่าง',
    roleInvalid: 'บทบาทไม่ถูกต้อง',
    operatorTaken: 'มีผู้ปฏิบัติงานนี้อยู่แล้ว',
    operatorNotFound: 'ไม่พบผู้ปฏิบัติงาน',
    reasonRequired: 'กรุณาระบุเหตุผล',
    selfApproval: 'ไม่สามารถอนุมัติคำขอของตนเองได้',
    approvalNotFound: 'ไม่พบคำขออนุมัติ',
    approvalDecided: 'คำขอนี้ได้รับการดำเนินการแล้ว',
    awaitingApproval: 'จำนวนเงินเกินเกณฑ์ตรวจสอบ ต้องให้เจ้าหน้าที่การเงินอีกคนอนุมัติ',
    settingInvalid: 'การตั้งค่าไม่ถูกต้อง',
    noticeNotFound: 'ไม่พบประกาศ',
    accountNotFound: 'ไม่พบบัญชีรับเงิน',
    payChannelNotFound: 'ไม่พบช่องทางการชำระเงิน',
    alreadyFrozen: 'สมาชิกถูกระงับอยู่แล้ว',
    notFrozen: 'สมาชิกไม่ได้ถูกระงับ',
    memberFrozen: 'สมาชิกถูกระงับ: อนุมัติการถอนไม่ได้ (ปฏิเสธเพื่อคืนยอดเข้าบัญชี)',
    badTime: 'เวลาต้องอยู่ในรูปแบบ YYYY-MM-DD HH:mm:ss',
  },
  'pt-BR': {
    loginFailed: 'Usuário, senha ou código incorretos',
    loginRequired: 'Informe usuário, senha e código',
    sessionEnded: 'Entre novamente',
    breakGlassOff: 'O token de emergência não está ativado',
    usernameInvalid: 'O usuário tem de 3 a 32 letras, dígitos, pontos, hífens ou sublinhados',
    roleInvalid: 'Função inválida',
    operatorTaken: 'Esse operador já existe',
    operatorNotFound: 'Operador não encontrado',
    reasonRequired: 'Informe o motivo',
    selfApproval: 'Você não pode aprovar a sua própria solicitação',
    approvalNotFound: 'Solicitação de aprovação não encontrada',
    approvalDecided: 'Esta solicitação já foi decidida',
    awaitingApproval: 'O valor está acima do limite de revisão: outro operador financeiro precisa aprovar',
    settingInvalid: 'Configuração inválida',
    noticeNotFound: 'Aviso não encontrado',
    accountNotFound: 'Conta de recebimento não encontrada',
    payChannelNotFound: 'Forma de pagamento não encontrada',
    alreadyFrozen: 'O membro já está congelado',
    notFrozen: 'O membro não está congelado',
    memberFrozen: 'O membro está congelado: o saque não pode ser aprovado (recusá-lo devolve o valor ao saldo)',
    badTime: 'A hora deve ser escrita AAAA-MM-DD HH:mm:ss',
  },
};

export const DESK_MESSAGES = localized(DESK_TEXT, TRANSLATIONS);

/** "Needs role X" in the request's language (the gate's refusal names the roles that may). */
export const roleNeeded = localized(
  { text: '需要以下角色之一：' },
  {
    en: { text: 'This needs one of the roles: ' },
    vi: { text: 'Cần một trong các vai trò: ' },
    th: { text: 'ต้องมีบทบาทใดบทบาทหนึ่ง: ' },
    'pt-BR': { text: 'É preciso uma das funções: ' },
  },
);

/**
 * What the player reads in their message box when an order is refused, in the player's own
 * language (the one they last signed in with), not the operator's.
 */
export const REFUSAL_NOTE: Record<Locale, { deposit: string; withdrawal: string; body: (orderNo: string, reason: string) => string }> = {
  'zh-CN': { deposit: '充值未通过', withdrawal: '提现未通过', body: (o, r) => `订单 ${o} 未通过，原因：${r}` },
  en: { deposit: 'Deposit refused', withdrawal: 'Withdrawal refused', body: (o, r) => `Order ${o} was refused. Reason: ${r}` },
  vi: { deposit: 'Nạp tiền bị từ chối', withdrawal: 'Rút tiền bị từ chối', body: (o, r) => `Đơn ${o} bị từ chối. Lý do: ${r}` },
  th: { deposit: 'การฝากเงินถูกปฏิเสธ', withdrawal: 'การถอนเงินถูกปฏิเสธ', body: (o, r) => `คำสั่ง ${o} ถูกปฏิเสธ เหตุผล: ${r}` },
  'pt-BR': { deposit: 'Depósito recusado', withdrawal: 'Saque recusado', body: (o, r) => `O pedido ${o} foi recusado. Motivo: ${r}` },
};

/** The first login's password change (./password.ts), in the request's language. */
export const PASSWORD_MESSAGES = localized(
  {
    changeFirst: '请先修改初始密码',
    oldWrong: '原密码错误',
    newWeak: '新密码至少12位，且不能与原密码相同',
    changed: '密码已修改',
  },
  {
    en: {
      changeFirst: 'Change your one-time password first',
      oldWrong: 'The current password is wrong',
      newWeak: 'The new password needs at least 12 characters and must differ from the current one',
      changed: 'Password changed',
    },
    vi: {
      changeFirst: 'Vui lòng đổi mật khẩu dùng một lần trước',
      oldWrong: 'Mật khẩu hiện tại không đúng',
      newWeak: 'Mật khẩu mới cần ít nhất 12 ký tự và phải khác mật khẩu hiện tại',
      changed: 'Đã đổi mật khẩu',
    },
    th: {
      changeFirst: 'กรุณาเปลี่ยนรหัสผ่านใช้ครั้งเดียวก่อน',
      oldWrong: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
      newWeak: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 12 ตัวและต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
      changed: 'เปลี่ยนรหัสผ่านแล้ว',
    },
    'pt-BR': {
      changeFirst: 'Troque primeiro a sua senha de uso único',
      oldWrong: 'A senha atual está errada',
      newWeak: 'A nova senha precisa de pelo menos 12 caracteres e deve ser diferente da atual',
      changed: 'Senha alterada',
    },
  },
);
