import type { LanguageCode } from './languages.ts';

/**
 * The demo's free texts (marquee, slides, announcements, VIP level names) in every language, so each
 * site's `*_local` fields are written in its local language (docs/i18n.md). `{site}` is the brand.
 */
type Texts = Record<LanguageCode, readonly string[]>;

export const MARQUEE: Texts = {
  EN: [
    'Welcome to {site}! Register today and claim your welcome bonus.',
    'Daily cashback up to 10% on all slot games.',
    'Deposit via e-wallet for instant credit.',
    'Play responsibly. 18+ only.',
  ],
  PHP: [
    'Maligayang pagdating sa {site}! Magparehistro ngayon at kunin ang iyong welcome bonus.',
    'Araw-araw na cashback hanggang 10% sa lahat ng slot.',
    'Magdeposito gamit ang e-wallet para sa agarang kredito.',
    'Maglaro nang responsable. 18 pataas lamang.',
  ],
  CN: ['欢迎来到 {site}！立即注册，领取您的欢迎奖金。', '所有老虎机游戏每日返水高达 10%。', '使用电子钱包存款，即时到账。', '理性游戏，仅限 18 岁以上。'],
  ESP: [
    '¡Bienvenido a {site}! Regístrate hoy y reclama tu bono de bienvenida.',
    'Reembolso diario de hasta el 10 % en todas las tragamonedas.',
    'Deposita con monedero electrónico y recibe el saldo al instante.',
    'Juega con responsabilidad. Solo mayores de 18 años.',
  ],
  RUS: [
    'Добро пожаловать в {site}! Зарегистрируйтесь сегодня и получите приветственный бонус.',
    'Ежедневный кешбэк до 10% на все слоты.',
    'Пополняйте через электронный кошелёк — зачисление мгновенно.',
    'Играйте ответственно. Только 18+.',
  ],
  VI: [
    'Chào mừng đến với {site}! Đăng ký hôm nay để nhận thưởng chào mừng.',
    'Hoàn tiền hằng ngày lên đến 10% cho mọi trò chơi slot.',
    'Nạp tiền qua ví điện tử để được cộng tiền ngay.',
    'Chơi có trách nhiệm. Chỉ dành cho người từ 18 tuổi.',
  ],
  MS: [
    'Selamat datang ke {site}! Daftar hari ini dan tuntut bonus alu-aluan anda.',
    'Pulangan tunai harian sehingga 10% untuk semua permainan slot.',
    'Deposit melalui e-dompet untuk kredit segera.',
    'Bermain secara bertanggungjawab. 18 tahun ke atas sahaja.',
  ],
  NE: [
    '{site} मा स्वागत छ! आजै दर्ता गर्नुहोस् र स्वागत बोनस लिनुहोस्।',
    'सबै स्लट खेलमा दैनिक १०% सम्म क्यासब्याक।',
    'तुरुन्त रकम जम्मा हुन ई-वालेटबाट डिपोजिट गर्नुहोस्।',
    'जिम्मेवारीपूर्वक खेल्नुहोस्। १८ वर्षमाथिका लागि मात्र।',
  ],
  CT: ['歡迎來到 {site}！立即註冊，領取您的歡迎獎金。', '所有老虎機遊戲每日返水高達 10%。', '使用電子錢包存款，即時到帳。', '理性遊戲，僅限 18 歲以上。'],
  BN: [
    '{site}-এ স্বাগতম! আজই নিবন্ধন করুন এবং স্বাগত বোনাস নিন।',
    'সব স্লট গেমে প্রতিদিন ১০% পর্যন্ত ক্যাশব্যাক।',
    'তাৎক্ষণিক ব্যালান্সের জন্য ই-ওয়ালেটে জমা দিন।',
    'দায়িত্বের সঙ্গে খেলুন। শুধুমাত্র ১৮+।',
  ],
};

export const SLIDE_TITLES: Texts = {
  EN: [
    '{site}: 100% Welcome Bonus',
    'Daily 10% cashback on slots',
    'Weekly tournament: 1,000,000 prize pool',
    'Refer a friend and earn 8% commission',
    'Spin the lucky wheel every day',
  ],
  PHP: [
    '{site}: 100% na bonus sa pagdating',
    'Araw-araw na 10% cashback sa slots',
    'Lingguhang paligsahan: 1,000,000 na premyo',
    'Mag-refer ng kaibigan at kumita ng 8% komisyon',
    'Paikutin ang masuwerteng gulong araw-araw',
  ],
  CN: ['{site}：100% 欢迎奖金', '老虎机每日 10% 返水', '每周锦标赛：奖池 1,000,000', '推荐好友，赚取 8% 佣金', '每天转动幸运转盘'],
  ESP: [
    '{site}: bono de bienvenida del 100 %',
    'Reembolso diario del 10 % en tragamonedas',
    'Torneo semanal: bote de 1.000.000',
    'Invita a un amigo y gana un 8 % de comisión',
    'Gira la ruleta de la suerte cada día',
  ],
  RUS: [
    '{site}: приветственный бонус 100%',
    'Ежедневный кешбэк 10% на слоты',
    'Еженедельный турнир: призовой фонд 1 000 000',
    'Пригласите друга и получайте 8% комиссии',
    'Крутите колесо удачи каждый день',
  ],
  VI: [
    '{site}: thưởng chào mừng 100%',
    'Hoàn tiền 10% mỗi ngày cho slot',
    'Giải đấu hằng tuần: tổng giải thưởng 1.000.000',
    'Giới thiệu bạn bè, nhận 8% hoa hồng',
    'Quay vòng quay may mắn mỗi ngày',
  ],
  MS: [
    '{site}: bonus alu-aluan 100%',
    'Pulangan tunai harian 10% untuk slot',
    'Kejohanan mingguan: kumpulan hadiah 1,000,000',
    'Rujuk rakan dan dapatkan komisen 8%',
    'Putar roda bertuah setiap hari',
  ],
  NE: [
    '{site}: १००% स्वागत बोनस',
    'स्लटमा दैनिक १०% क्यासब्याक',
    'साप्ताहिक प्रतियोगिता: १०,००,००० पुरस्कार कोष',
    'साथीलाई रेफर गरी ८% कमिसन कमाउनुहोस्',
    'हरेक दिन भाग्यको चक्र घुमाउनुहोस्',
  ],
  CT: ['{site}：100% 歡迎獎金', '老虎機每日 10% 返水', '每週錦標賽：獎池 1,000,000', '推薦好友，賺取 8% 佣金', '每天轉動幸運轉盤'],
  BN: [
    '{site}: ১০০% স্বাগত বোনাস',
    'স্লটে প্রতিদিন ১০% ক্যাশব্যাক',
    'সাপ্তাহিক টুর্নামেন্ট: ১০,০০,০০০ পুরস্কার',
    'বন্ধুকে রেফার করে ৮% কমিশন পান',
    'প্রতিদিন ভাগ্যের চাকা ঘোরান',
  ],
};

/** [title, content] per announcement, newest first. */
export const ANNOUNCEMENTS: Record<LanguageCode, readonly (readonly [string, string])[]> = {
  EN: [
    ['Scheduled maintenance', '{site} will carry out scheduled maintenance on Tuesday from 02:00 to 04:00. Games may be unavailable during this window.'],
    ['New games from PG Soft', 'Twelve new PG Soft slots are now live. Find them under Slots → PGSOFT.'],
    ['Faster withdrawals', 'E-wallet withdrawals are now processed in under 15 minutes on average.'],
    ['Beware of phishing', 'Only log in at the official {site} address. Our staff will never ask for your password or TAC.'],
  ],
  PHP: [
    [
      'Nakatakdang maintenance',
      'Magsasagawa ang {site} ng nakatakdang maintenance sa Martes mula 02:00 hanggang 04:00. Maaaring hindi magamit ang mga laro sa oras na ito.',
    ],
    ['Mga bagong laro mula sa PGSOFT', 'Labindalawang bagong slot ng PGSOFT ang magagamit na. Hanapin sila sa Slots → PGSOFT.'],
    ['Mas mabilis na pag-withdraw', 'Ang mga pag-withdraw sa e-wallet ay naipoproseso na sa loob ng 15 minuto sa karaniwan.'],
    ['Mag-ingat sa phishing', 'Mag-log in lamang sa opisyal na address ng {site}. Hindi kailanman hihingin ng aming staff ang iyong password o TAC.'],
  ],
  CN: [
    ['系统维护通知', '{site} 将于周二 02:00 至 04:00 进行例行维护，期间游戏可能暂停服务。'],
    ['PGSOFT 新游戏上线', '十二款 PGSOFT 新老虎机现已上线，请在“老虎机 → PGSOFT”中查看。'],
    ['提款更快了', '电子钱包提款平均 15 分钟内即可完成处理。'],
    ['谨防网络钓鱼', '请只在 {site} 官方网址登录。我们的工作人员绝不会向您索取密码或验证码。'],
  ],
  ESP: [
    [
      'Mantenimiento programado',
      '{site} realizará un mantenimiento programado el martes de 02:00 a 04:00. Es posible que los juegos no estén disponibles durante ese periodo.',
    ],
    ['Nuevos juegos de PGSOFT', 'Ya están disponibles doce nuevas tragamonedas de PGSOFT. Encuéntralas en Tragamonedas → PGSOFT.'],
    ['Retiros más rápidos', 'Los retiros a monederos electrónicos se procesan ahora en menos de 15 minutos de media.'],
    ['Cuidado con el phishing', 'Inicia sesión solo en la dirección oficial de {site}. Nuestro personal nunca te pedirá tu contraseña ni tu código TAC.'],
  ],
  RUS: [
    ['Плановые работы', '{site} проведёт плановые технические работы во вторник с 02:00 до 04:00. В это время игры могут быть недоступны.'],
    ['Новые игры от PGSOFT', 'Доступны двенадцать новых слотов PGSOFT. Ищите их в разделе «Слоты → PGSOFT».'],
    ['Более быстрый вывод', 'Вывод на электронные кошельки теперь обрабатывается в среднем менее чем за 15 минут.'],
    ['Осторожно, фишинг', 'Входите только на официальном адресе {site}. Наши сотрудники никогда не спросят ваш пароль или код подтверждения.'],
  ],
  VI: [
    ['Bảo trì định kỳ', '{site} sẽ bảo trì định kỳ vào thứ Ba từ 02:00 đến 04:00. Trò chơi có thể tạm ngừng trong thời gian này.'],
    ['Trò chơi mới từ PGSOFT', 'Mười hai trò slot mới của PGSOFT đã ra mắt. Tìm chúng trong mục Slot → PGSOFT.'],
    ['Rút tiền nhanh hơn', 'Lệnh rút tiền về ví điện tử nay được xử lý trung bình dưới 15 phút.'],
    ['Cảnh giác lừa đảo', 'Chỉ đăng nhập tại địa chỉ chính thức của {site}. Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã xác thực của bạn.'],
  ],
  MS: [
    [
      'Penyelenggaraan berjadual',
      '{site} akan menjalankan penyelenggaraan berjadual pada hari Selasa dari 02:00 hingga 04:00. Permainan mungkin tidak tersedia dalam tempoh ini.',
    ],
    ['Permainan baharu daripada PGSOFT', 'Dua belas slot baharu PGSOFT kini tersedia. Cari di bawah Slot → PGSOFT.'],
    ['Pengeluaran lebih pantas', 'Pengeluaran e-dompet kini diproses dalam purata kurang daripada 15 minit.'],
    ['Awas pancingan data', 'Log masuk hanya di alamat rasmi {site}. Kakitangan kami tidak akan sekali-kali meminta kata laluan atau TAC anda.'],
  ],
  NE: [
    ['निर्धारित मर्मत', '{site} ले मंगलबार ०२:०० देखि ०४:०० सम्म निर्धारित मर्मत गर्नेछ। यस अवधिमा खेलहरू उपलब्ध नहुन सक्छन्।'],
    ['PGSOFT का नयाँ खेलहरू', 'PGSOFT का बाह्र नयाँ स्लट अब उपलब्ध छन्। तिनलाई स्लट → PGSOFT मा खोज्नुहोस्।'],
    ['छिटो निकासी', 'ई-वालेट निकासी अब औसतमा १५ मिनेटभित्र प्रशोधन हुन्छ।'],
    ['फिसिङबाट सावधान', '{site} को आधिकारिक ठेगानामा मात्र लग इन गर्नुहोस्। हाम्रा कर्मचारीले कहिल्यै तपाईंको पासवर्ड वा प्रमाणीकरण कोड माग्दैनन्।'],
  ],
  CT: [
    ['系統維護通知', '{site} 將於週二 02:00 至 04:00 進行例行維護，期間遊戲可能暫停服務。'],
    ['PGSOFT 新遊戲上線', '十二款 PGSOFT 新老虎機現已上線，請在「老虎機 → PGSOFT」中查看。'],
    ['提款更快了', '電子錢包提款平均 15 分鐘內即可完成處理。'],
    ['謹防網路釣魚', '請只在 {site} 官方網址登入。我們的工作人員絕不會向您索取密碼或驗證碼。'],
  ],
  BN: [
    ['নির্ধারিত রক্ষণাবেক্ষণ', '{site} মঙ্গলবার ০২:০০ থেকে ০৪:০০ পর্যন্ত নির্ধারিত রক্ষণাবেক্ষণ করবে। এই সময়ে গেমগুলো বন্ধ থাকতে পারে।'],
    ['PGSOFT-এর নতুন গেম', 'PGSOFT-এর বারোটি নতুন স্লট এখন চালু। স্লট → PGSOFT-এ খুঁজে নিন।'],
    ['দ্রুত উত্তোলন', 'ই-ওয়ালেটে উত্তোলন এখন গড়ে ১৫ মিনিটের মধ্যে সম্পন্ন হয়।'],
    ['ফিশিং থেকে সাবধান', 'শুধুমাত্র {site}-এর অফিসিয়াল ঠিকানায় লগ ইন করুন। আমাদের কর্মীরা কখনও আপনার পাসওয়ার্ড বা যাচাইকরণ কোড চাইবে না।'],
  ],
};

/** Bronze … Royal. */
export const VIP_NAMES: Texts = {
  EN: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'],
  PHP: ['Tanso', 'Pilak', 'Ginto', 'Platino', 'Diyamante', 'Maharlika'],
  CN: ['青铜', '白银', '黄金', '铂金', '钻石', '皇家'],
  ESP: ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante', 'Real'],
  RUS: ['Бронза', 'Серебро', 'Золото', 'Платина', 'Бриллиант', 'Королевский'],
  VI: ['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương', 'Hoàng gia'],
  MS: ['Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian', 'Diraja'],
  NE: ['कांस्य', 'चाँदी', 'सुन', 'प्लाटिनम', 'हीरा', 'शाही'],
  CT: ['青銅', '白銀', '黃金', '鉑金', '鑽石', '皇家'],
  BN: ['ব্রোঞ্জ', 'সিলভার', 'গোল্ড', 'প্লাটিনাম', 'ডায়মন্ড', 'রয়্যাল'],
};

/** The i-th text of a list in a language, with the brand filled in. */
export function localText(texts: Texts, language: LanguageCode, i: number, site: string): string {
  const text = texts[language][i];
  if (text === undefined) throw new Error(`no ${language} text #${i}`);
  return text.replaceAll('{site}', site);
}
