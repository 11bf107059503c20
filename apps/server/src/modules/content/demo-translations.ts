// Chinese (CN) and Khmer (KM) text of the demo site content, keyed by the English title of the
// demo row, and the Khmer help articles, used by the seed (demo-content.ts). The texts that describe
// an offer are written from its rules in demo-offers.ts instead.
import type { TStoredTranslations } from '@/db/tables-catalogue.ts';

export const DEMO_BANNER_TRANSLATIONS: Record<string, TStoredTranslations> = {
  'Live Casino Nights': {
    CN: { title: '真人娱乐场之夜', subtitle: '百家乐、轮盘和骰宝，真人荷官在线' },
    KM: { title: 'រាត្រីកាស៊ីណូផ្ទាល់', subtitle: 'បាការ៉ាត់ រ៉ូឡែត និងស៊ីបូ ជាមួយអ្នកចែកបៀពិតៗ' },
  },
  'Pavilion Originals': {
    CN: { title: 'Pavilion 原创游戏', subtitle: '可验证公平的自研游戏' },
    KM: { title: 'ហ្គេមដើម Pavilion', subtitle: 'ហ្គេមផ្ទាល់ខ្លួនដែលអាចផ្ទៀងផ្ទាត់ភាពយុត្តិធម៌បាន' },
  },
  'Welcome back': {
    CN: { title: '欢迎回来', subtitle: '您喜爱的游戏正在等您' },
    KM: { title: 'សូមស្វាគមន៍ការត្រឡប់មកវិញ', subtitle: 'ហ្គេមដែលអ្នកចូលចិត្តកំពុងរង់ចាំអ្នក' },
  },
  'Join Pavilion': {
    CN: { title: '加入 Pavilion', subtitle: '一分钟完成注册' },
    KM: { title: 'ចូលរួមជាមួយ Pavilion', subtitle: 'ចុះឈ្មោះក្នុងរយៈពេលមួយនាទី' },
  },
  'Reward Centre': {
    CN: { title: '奖励中心', subtitle: '任务、VIP 和每日登录积分' },
    KM: { title: 'មជ្ឈមណ្ឌលរង្វាន់', subtitle: 'បេសកកម្ម VIP និងពិន្ទុចូលប្រើប្រចាំថ្ងៃ' },
  },
};

export const DEMO_NOTICE_TRANSLATIONS: Record<string, TStoredTranslations> = {
  'Scheduled maintenance on Sunday': {
    CN: {
      title: '周日例行维护',
      content:
        '<p>部分<strong>老虎机供应商</strong>将于周日 02:00 至 04:00（GMT+7）进行维护。</p><p>感谢您的耐心等待。</p>',
    },
    KM: {
      title: 'ការថែទាំតាមកាលវិភាគនៅថ្ងៃអាទិត្យ',
      content:
        '<p><strong>អ្នកផ្គត់ផ្គង់ស្លុត</strong>មួយចំនួននឹងស្ថិតក្នុងការថែទាំនៅថ្ងៃអាទិត្យ ចាប់ពីម៉ោង 02:00 ដល់ 04:00 (GMT+7)។</p><p>សូមអរគុណចំពោះការអត់ធ្មត់របស់អ្នក។</p>',
    },
  },
  'New in-house games': {
    CN: {
      title: '全新自研游戏',
      content: '<p>试试全新的 <em>Pavilion 原创游戏</em>：每一局都可验证公平，并可在投注记录中核验。</p>',
    },
    KM: {
      title: 'ហ្គេមផ្ទាល់ខ្លួនថ្មីៗ',
      content:
        '<p>សាកល្បង <em>ហ្គេមដើម Pavilion</em> ថ្មី៖ រាល់ជុំអាចផ្ទៀងផ្ទាត់ភាពយុត្តិធម៌បាន ហើយអាចពិនិត្យក្នុងកំណត់ត្រាភ្នាល់របស់អ្នក។</p>',
    },
  },
  'Deposit channels updated': {
    CN: {
      title: '存款渠道已更新',
      content: '<p>新增两个存款渠道。详情请参阅<a href="/help#deposit">帮助中心</a>。</p>',
    },
    KM: {
      title: 'ច្រកដាក់ប្រាក់ត្រូវបានធ្វើបច្ចុប្បន្នភាព',
      content: '<p>មានច្រកដាក់ប្រាក់ថ្មីពីរ។ សូមមើល<a href="/help#deposit">មជ្ឈមណ្ឌលជំនួយ</a>សម្រាប់ព័ត៌មានលម្អិត។</p>',
    },
  },
  'Responsible gaming': {
    CN: {
      title: '理性娱乐',
      content:
        '<p>娱乐为主。您可以随时在安全中心设置存款限额或暂停游戏。</p><ul><li>存款限额</li><li>冷静期</li></ul>',
    },
    KM: {
      title: 'ការលេងដោយទំនួលខុសត្រូវ',
      content:
        '<p>លេងដើម្បីភាពសប្បាយ។ អ្នកអាចកំណត់ដែនកំណត់ដាក់ប្រាក់ ឬសម្រាកបានគ្រប់ពេលពីមជ្ឈមណ្ឌលសុវត្ថិភាព។</p><ul><li>ដែនកំណត់ដាក់ប្រាក់</li><li>រយៈពេលសម្រាក</li></ul>',
    },
  },
};

export const DEMO_POPUP_TRANSLATIONS: Record<string, TStoredTranslations> = {
  'Thanks for joining': {
    CN: { title: '感谢您的加入', content: '<p>完善个人资料并绑定银行卡即可开通取款。</p>' },
    KM: { title: 'អរគុណសម្រាប់ការចូលរួម', content: '<p>បំពេញប្រវត្តិរូបរបស់អ្នក ហើយភ្ជាប់កាតធនាគារ ដើម្បីបើកការដកប្រាក់។</p>' },
  },
};

/** Khmer help (web), by anchor: [title, HTML content]. */
export const DEMO_KM_HELP: Record<string, [string, string]> = {
  term: [
    'លក្ខខណ្ឌ និងខ្លឹមសារ',
    '<p>តាមរយៈការប្រើប្រាស់គេហទំព័រនេះ អ្នកយល់ព្រមលេងដោយទំនួលខុសត្រូវ និងមានអាយុគ្រប់តាមច្បាប់ (18+)។</p>',
  ],
  deposit: [
    'របៀបដាក់ប្រាក់',
    '<ol><li>បើកកាបូប</li><li>ជ្រើសរើសច្រកបង់ប្រាក់</li><li>បញ្ចូលចំនួនទឹកប្រាក់ ហើយបញ្ជាក់</li></ol>',
  ],
  withdraw: ['របៀបដកប្រាក់', '<p>ភ្ជាប់កាតធនាគារ បន្ទាប់មកស្នើសុំដកប្រាក់ពីមជ្ឈមណ្ឌលសមាជិក។</p>'],
  contact: ['ទាក់ទងមកយើង', '<p>សេវាអតិថិជនមានបម្រើ 24/7 តាមរយៈការជជែកផ្ទាល់។</p>'],
};
