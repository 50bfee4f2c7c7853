/**
 * FAQ entries in every language with message files. They feed both the CMS "faqs" body and the chat
 * stand-in, which matches questions by vector similarity. `{site}` is replaced with the site name.
 */
export const FAQ_LANGUAGES = ['en', 'php', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne', 'ct', 'bn'] as const;
export type FaqLanguage = (typeof FAQ_LANGUAGES)[number];

export interface FaqEntry {
  key: string;
  text: Record<FaqLanguage, [question: string, answer: string]>;
}

export const FAQS: FaqEntry[] = [
  {
    key: 'register',
    text: {
      en: [
        'How do I register an account?',
        'Tap **Register**, choose a username of 4 to 16 letters or digits, a password of at least 6 characters, and confirm the TAC code we send to your phone. Your {site} account is ready at once.',
      ],
      php: [
        'Paano ako magparehistro ng account?',
        'Pindutin ang **Register**, pumili ng username na 4 hanggang 16 na titik o numero, password na hindi bababa sa 6 na character, at kumpirmahin ang TAC code na ipapadala namin.',
      ],
      cn: ['如何注册账户？', '点击**注册**，选择4到16位字母或数字的用户名和至少6位的密码，然后输入我们发送到您手机的验证码。您的{site}账户即刻可用。'],
      esp: [
        '¿Cómo registro una cuenta?',
        'Pulse **Registrarse**, elija un usuario de 4 a 16 letras o números, una contraseña de al menos 6 caracteres y confirme el código TAC que enviamos a su teléfono.',
      ],
      rus: [
        'Как зарегистрировать аккаунт?',
        'Нажмите **Регистрация**, выберите логин из 4–16 букв или цифр, пароль не короче 6 символов и подтвердите код TAC, который придёт на телефон.',
      ],
      vi: [
        'Làm thế nào để đăng ký tài khoản?',
        'Nhấn **Đăng ký**, chọn tên đăng nhập từ 4 đến 16 chữ hoặc số, mật khẩu ít nhất 6 ký tự và xác nhận mã TAC chúng tôi gửi tới điện thoại của bạn.',
      ],
      ms: [
        'Bagaimana saya mendaftar akaun?',
        'Tekan **Daftar**, pilih nama pengguna 4 hingga 16 huruf atau nombor, kata laluan sekurang-kurangnya 6 aksara, dan sahkan kod TAC yang kami hantar ke telefon anda.',
      ],
      ne: [
        'म कसरी खाता दर्ता गर्छु?',
        '**दर्ता** थिच्नुहोस्, ४ देखि १६ अक्षर वा अंकको प्रयोगकर्ता नाम र कम्तीमा ६ अक्षरको पासवर्ड छान्नुहोस्, र फोनमा आएको TAC कोड पुष्टि गर्नुहोस्।',
      ],
      ct: ['如何註冊帳戶？', '點擊**註冊**，選擇4到16位字母或數字的用戶名和至少6位的密碼，然後輸入我們傳送到您手機的驗證碼。'],
      bn: [
        'আমি কীভাবে অ্যাকাউন্ট নিবন্ধন করব?',
        '**নিবন্ধন** চাপুন, ৪ থেকে ১৬ অক্ষর বা সংখ্যার ব্যবহারকারী নাম ও অন্তত ৬ অক্ষরের পাসওয়ার্ড দিন, তারপর ফোনে পাঠানো TAC কোড নিশ্চিত করুন।',
      ],
    },
  },
  {
    key: 'deposit',
    text: {
      en: [
        'How do I make a deposit?',
        'Open **Deposit**, pick a bank transfer or e-wallet, enter the amount and follow the instructions. Deposits usually reach your game balance within 5 minutes.',
      ],
      php: [
        'Paano ako magdeposito?',
        'Buksan ang **Deposit**, pumili ng bank transfer o e-wallet, ilagay ang halaga at sundin ang mga tagubilin. Karaniwang pumapasok ang deposito sa loob ng 5 minuto.',
      ],
      cn: ['如何存款？', '打开**存款**页面，选择银行转账或电子钱包，输入金额并按照提示操作。存款通常在5分钟内到账。'],
      esp: [
        '¿Cómo hago un depósito?',
        'Abra **Depósito**, elija transferencia bancaria o billetera electrónica, indique el importe y siga las instrucciones. Los depósitos suelen acreditarse en 5 minutos.',
      ],
      rus: [
        'Как пополнить счёт?',
        'Откройте **Пополнение**, выберите банковский перевод или электронный кошелёк, введите сумму и следуйте инструкциям. Обычно деньги зачисляются за 5 минут.',
      ],
      vi: [
        'Làm thế nào để nạp tiền?',
        'Mở **Nạp tiền**, chọn chuyển khoản ngân hàng hoặc ví điện tử, nhập số tiền và làm theo hướng dẫn. Tiền thường vào tài khoản trong 5 phút.',
      ],
      ms: [
        'Bagaimana saya membuat deposit?',
        'Buka **Deposit**, pilih pindahan bank atau e-dompet, masukkan jumlah dan ikut arahan. Deposit biasanya masuk dalam masa 5 minit.',
      ],
      ne: ['म कसरी रकम जम्मा गर्छु?', '**जम्मा** खोल्नुहोस्, बैंक ट्रान्सफर वा ई-वालेट छान्नुहोस्, रकम लेख्नुहोस् र निर्देशन पालना गर्नुहोस्। सामान्यतया ५ मिनेटभित्र रकम आउँछ।'],
      ct: ['如何存款？', '打開**存款**頁面，選擇銀行轉帳或電子錢包，輸入金額並按照提示操作。存款通常在5分鐘內到帳。'],
      bn: ['আমি কীভাবে জমা করব?', '**জমা** খুলুন, ব্যাংক ট্রান্সফার বা ই-ওয়ালেট বেছে নিন, পরিমাণ লিখুন এবং নির্দেশনা অনুসরণ করুন। সাধারণত ৫ মিনিটের মধ্যে জমা হয়।'],
    },
  },
  {
    key: 'withdraw',
    text: {
      en: [
        'How long does a withdrawal take?',
        'Withdrawals are processed within **15 minutes to 24 hours** once your turnover requirement is met. Add a bank account under **Bank Details** first.',
      ],
      php: [
        'Gaano katagal ang pag-withdraw?',
        'Pinoproseso ang withdrawal sa loob ng **15 minuto hanggang 24 oras** kapag natugunan ang turnover. Magdagdag muna ng bank account sa **Bank Details**.',
      ],
      cn: ['提款需要多长时间？', '满足流水要求后，提款将在**15分钟至24小时**内处理。请先在**银行资料**中添加银行账户。'],
      esp: [
        '¿Cuánto tarda un retiro?',
        'Los retiros se procesan en **15 minutos a 24 horas** una vez cumplido el requisito de apuesta. Primero añada una cuenta bancaria en **Datos bancarios**.',
      ],
      rus: [
        'Сколько времени занимает вывод средств?',
        'Вывод обрабатывается от **15 минут до 24 часов** после выполнения требования по обороту. Сначала добавьте банковский счёт в разделе **Банковские данные**.',
      ],
      vi: [
        'Rút tiền mất bao lâu?',
        'Yêu cầu rút tiền được xử lý trong **15 phút đến 24 giờ** khi đã đạt yêu cầu doanh thu cược. Hãy thêm tài khoản ngân hàng trong **Thông tin ngân hàng** trước.',
      ],
      ms: [
        'Berapa lama pengeluaran diproses?',
        'Pengeluaran diproses dalam **15 minit hingga 24 jam** setelah syarat pusing ganti dipenuhi. Tambah akaun bank di **Butiran Bank** dahulu.',
      ],
      ne: ['रकम झिक्न कति समय लाग्छ?', 'टर्नओभर पूरा भएपछि रकम झिक्ने अनुरोध **१५ मिनेटदेखि २४ घण्टा**भित्र प्रक्रिया हुन्छ। पहिले **बैंक विवरण**मा खाता थप्नुहोस्।'],
      ct: ['提款需要多長時間？', '滿足流水要求後，提款將在**15分鐘至24小時**內處理。請先在**銀行資料**中新增銀行帳戶。'],
      bn: ['উত্তোলনে কত সময় লাগে?', 'টার্নওভার পূরণ হলে উত্তোলন **১৫ মিনিট থেকে ২৪ ঘণ্টার** মধ্যে প্রক্রিয়া হয়। আগে **ব্যাংক বিবরণ**-এ একটি অ্যাকাউন্ট যোগ করুন।'],
    },
  },
  {
    key: 'password',
    text: {
      en: [
        'I forgot my password, what should I do?',
        'Use **Forgot Password** on the login screen, enter your username and phone number, and we will send you a TAC code to set a new password.',
      ],
      php: [
        'Nakalimutan ko ang password ko, ano ang gagawin ko?',
        'Gamitin ang **Forgot Password** sa login screen, ilagay ang username at numero ng telepono, at magpapadala kami ng TAC code para sa bagong password.',
      ],
      cn: ['我忘记了密码怎么办？', '在登录页面点击**忘记密码**，输入用户名和手机号码，我们会发送验证码帮助您设置新密码。'],
      esp: [
        'Olvidé mi contraseña, ¿qué hago?',
        'Use **¿Olvidó su contraseña?** en la pantalla de inicio, introduzca su usuario y teléfono y le enviaremos un código TAC para crear una nueva.',
      ],
      rus: [
        'Я забыл пароль, что делать?',
        'Нажмите **Забыли пароль** на экране входа, введите логин и номер телефона, и мы пришлём код TAC для нового пароля.',
      ],
      vi: [
        'Tôi quên mật khẩu, phải làm sao?',
        'Chọn **Quên mật khẩu** ở màn hình đăng nhập, nhập tên đăng nhập và số điện thoại, chúng tôi sẽ gửi mã TAC để đặt mật khẩu mới.',
      ],
      ms: [
        'Saya terlupa kata laluan, apa perlu saya buat?',
        'Gunakan **Lupa Kata Laluan** di skrin log masuk, masukkan nama pengguna dan nombor telefon, dan kami akan menghantar kod TAC untuk kata laluan baharu.',
      ],
      ne: ['मैले पासवर्ड बिर्सें, के गर्ने?', 'लगइन पृष्ठमा **पासवर्ड बिर्सनुभयो** थिच्नुहोस्, प्रयोगकर्ता नाम र फोन नम्बर लेख्नुहोस्, हामी नयाँ पासवर्डका लागि TAC कोड पठाउँछौं।'],
      ct: ['我忘記了密碼怎麼辦？', '在登入頁面點擊**忘記密碼**，輸入用戶名和手機號碼，我們會傳送驗證碼幫助您設定新密碼。'],
      bn: ['আমি পাসওয়ার্ড ভুলে গেছি, কী করব?', 'লগইন পাতায় **পাসওয়ার্ড ভুলে গেছেন** চাপুন, ব্যবহারকারী নাম ও ফোন নম্বর দিন, আমরা নতুন পাসওয়ার্ডের জন্য TAC কোড পাঠাব।'],
    },
  },
  {
    key: 'vip',
    text: {
      en: [
        'How does the VIP program work?',
        'Every deposit and every bet count towards your VIP level. Reach the deposit and turnover targets of the next level to unlock higher rebates and birthday bonuses. See **VIP** for your progress.',
      ],
      php: [
        'Paano gumagana ang VIP program?',
        'Bawat deposito at taya ay binibilang sa iyong VIP level. Abutin ang target ng susunod na level para sa mas mataas na rebate at birthday bonus.',
      ],
      cn: ['VIP计划如何运作？', '每笔存款和投注都会计入您的VIP等级。达到下一级别的存款和流水目标即可解锁更高返水和生日奖金。'],
      esp: [
        '¿Cómo funciona el programa VIP?',
        'Cada depósito y cada apuesta cuentan para su nivel VIP. Alcance los objetivos del siguiente nivel para obtener mayores reembolsos y bonos de cumpleaños.',
      ],
      rus: [
        'Как работает VIP-программа?',
        'Каждый депозит и каждая ставка засчитываются в ваш VIP-уровень. Выполните цели следующего уровня, чтобы получить больший кешбэк и бонус ко дню рождения.',
      ],
      vi: [
        'Chương trình VIP hoạt động thế nào?',
        'Mỗi lần nạp và mỗi cược đều được tính vào cấp VIP. Đạt mục tiêu nạp và doanh thu của cấp tiếp theo để nhận hoàn trả cao hơn và thưởng sinh nhật.',
      ],
      ms: [
        'Bagaimana program VIP berfungsi?',
        'Setiap deposit dan pertaruhan dikira untuk tahap VIP anda. Capai sasaran tahap seterusnya untuk rebat lebih tinggi dan bonus hari jadi.',
      ],
      ne: ['VIP कार्यक्रम कसरी काम गर्छ?', 'हरेक जम्मा र बाजी तपाईंको VIP तहमा गनिन्छ। अर्को तहको लक्ष्य पूरा गर्दा बढी रिबेट र जन्मदिन बोनस पाइन्छ।'],
      ct: ['VIP計劃如何運作？', '每筆存款和投注都會計入您的VIP等級。達到下一級別的目標即可解鎖更高返水和生日獎金。'],
      bn: ['ভিআইপি প্রোগ্রাম কীভাবে কাজ করে?', 'প্রতিটি জমা ও বাজি আপনার ভিআইপি স্তরে গণনা হয়। পরবর্তী স্তরের লক্ষ্য পূরণ করলে বেশি রিবেট ও জন্মদিনের বোনাস পাবেন।'],
    },
  },
  {
    key: 'bonus',
    text: {
      en: [
        'How do I claim a bonus or promotion?',
        'Open **Promotions**, choose an offer and tap **Claim**. Rewards sent to your **Inbox** can be claimed there. Each bonus has its own turnover requirement.',
      ],
      php: [
        'Paano ko makukuha ang bonus o promo?',
        'Buksan ang **Promotions**, pumili ng alok at pindutin ang **Claim**. Ang mga reward sa iyong **Inbox** ay doon din makukuha.',
      ],
      cn: ['如何领取奖金或优惠？', '打开**优惠活动**，选择活动并点击**领取**。发送到您**收件箱**的奖励可在收件箱中领取。'],
      esp: [
        '¿Cómo reclamo un bono o promoción?',
        'Abra **Promociones**, elija una oferta y pulse **Reclamar**. Las recompensas enviadas a su **Bandeja** se reclaman allí.',
      ],
      rus: ['Как получить бонус или акцию?', 'Откройте **Акции**, выберите предложение и нажмите **Получить**. Награды из **Входящих** забираются там же.'],
      vi: ['Làm sao để nhận thưởng hoặc khuyến mãi?', 'Mở **Khuyến mãi**, chọn ưu đãi và nhấn **Nhận**. Phần thưởng gửi vào **Hộp thư** có thể nhận tại đó.'],
      ms: [
        'Bagaimana saya menuntut bonus atau promosi?',
        'Buka **Promosi**, pilih tawaran dan tekan **Tuntut**. Ganjaran dalam **Peti Masuk** boleh dituntut di sana.',
      ],
      ne: ['बोनस वा प्रवर्धन कसरी दाबी गर्ने?', '**प्रवर्धनहरू** खोल्नुहोस्, प्रस्ताव छान्नुहोस् र **दाबी** थिच्नुहोस्। **इनबक्स**मा आएका पुरस्कार त्यहीँबाट लिन सकिन्छ।'],
      ct: ['如何領取獎金或優惠？', '打開**優惠活動**，選擇活動並點擊**領取**。傳送到您**收件匣**的獎勵可在收件匣中領取。'],
      bn: ['বোনাস বা প্রচার কীভাবে দাবি করব?', '**প্রচার** খুলুন, একটি অফার বেছে নিয়ে **দাবি** চাপুন। **ইনবক্স**-এ পাঠানো পুরস্কার সেখানেই দাবি করা যায়।'],
    },
  },
];

/** Maps a §1 language code (EN, PHP…) to the FAQ/chat key (en, php…). */
export function faqLanguage(code: string): FaqLanguage {
  const lower = code.toLowerCase();
  return (FAQ_LANGUAGES as readonly string[]).includes(lower) ? (lower as FaqLanguage) : 'en';
}
