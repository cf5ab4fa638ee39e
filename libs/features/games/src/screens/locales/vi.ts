import { plural } from '@h5/domain';
import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The games feature's other screens in Vietnamese (docs/i18n.md): nổ hũ for 电子游戏, CSKH trực tuyến
 * for 在线客服 (auth's word), and /app's iOS steps name Safari's own Vietnamese labels.
 */
const vi: Translation<typeof zh> = {
  screenMessages: {
    noticeModal: {
      moreUnread: (count: number) => `Xem tất cả thông báo, ${plural('vi', count, { other: '# tin nhắn chưa đọc' })}`,
    },
    concise: {
      title: 'Nổ hũ',
      tabsLabel: 'Nhà cung cấp nổ hũ',
      gridLabel: (tab: string) => `Danh sách game ${tab}`,
      empty: 'Chưa có gì ở đây',
      failed: 'Không tải được danh sách trò chơi, vui lòng thử lại sau',
      opening: (name: string) => `Đang vào ${name}…`,
    },
    gamePage: {
      title: 'Trò chơi',
      agentTitle: 'Đăng nhập đại lý',
      serviceTitle: 'CSKH trực tuyến',
      appTitle: 'Tải app',
      frameTitle: (title: string) => `Trang ${title}`,
      loading: 'Đang tải, vui lòng chờ',
      failed: 'Tải thất bại, vui lòng thử lại sau',
      noGame: 'Chưa chọn trò chơi, vui lòng quay lại chọn lại',
      noDownload: 'Chưa có link tải',
      downloadStarted: 'Đã bắt đầu tải, vui lòng chú ý thông báo cài đặt trên điện thoại',
      downloadAddress: 'Link tải',
      downloadAgain: 'Tải xuống lại',
      backHome: 'Về trang chủ',
    },
    kefu: {
      title: 'CSKH trực tuyến',
      failed: 'Không tải được trang CSKH, vui lòng thử lại sau',
    },
    app: {
      title: (site: string) => `Tải app ${site}`,
      fallbackSite: 'chính thức',
      slidesLabel: 'Tính năng app',
      slides: ['Nạp rút siêu tốc', 'Kho game khổng lồ', 'An toàn bảo mật', 'CSKH tận tâm'],
      slideCaptions: [
        'Nạp rút về tài khoản trong vài giây',
        'Casino, thể thao, e-sports đầy đủ',
        'Tiền được mã hóa, an tâm tuyệt đối',
        'Phục vụ trực tuyến 24/7',
      ],
      slideAlt: (n: number, total: number) => `Ảnh giới thiệu app ${n} / ${total}`,
      qrAlt: 'Mã QR tải app',
      qrHint: 'Quét mã QR hoặc bấm nút bên dưới để tải',
      download: 'Tải ngay',
      note: 'Lưu ý: khi cài đặt, hãy để điện thoại và máy tính dùng chung một mạng; nếu cài đặt thất bại, hãy sao chép link tải và mở bằng trình duyệt mặc định của điện thoại.',
      install: {
        title: 'Thêm vào màn hình chính',
        lead: 'Không cần tải, mở từ màn hình chính như một app',
        button: 'Thêm vào màn hình chính',
        iosStepsLabel: 'Các bước thêm vào màn hình chính trên Safari',
        iosShare: 'Bấm nút “Chia sẻ” ở cuối trình duyệt',
        iosAdd: 'Chọn “Thêm vào MH chính” trong menu',
      },
    },
    sponsor: {
      title: 'Tài trợ',
      entries: {
        1: { title: 'Đối tác khu vực', text: 'Đối tác khu vực chính thức của câu lạc bộ thể thao' },
        2: { title: 'Đối tác toàn cầu hàng đầu', text: 'Đối tác toàn cầu hàng đầu của câu lạc bộ thể thao' },
      },
      divider: 'Hết rồi~',
      pageTitle: (title: string) => `Giới thiệu ${title}`,
      back: 'Quay lại tài trợ',
    },
  },
};
export default vi;
