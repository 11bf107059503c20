// Demo data of issue 13's messages part (run by seedDemo): news, about-us and beginner-guide
// articles in English, Chinese and Khmer; a broadcast welcome (read by player01) and a personal
// message to player01 left unread; player01's feedback, one answered and one open. Each part is
// written once: a part whose rows exist is left alone.
import { sql } from 'kysely';
import { WELCOME_BONUS_TEXT } from '@/modules/content/demo-offers.ts';
import { findMemberByAccount } from '@/modules/members/members.repo.ts';
import type { TDb } from './database.ts';

type TText = { title: string; subtitle?: string; content: string };
type TArticleSeed = {
  kind: 'news' | 'about' | 'guide';
  sort: number;
  daysAgo: number;
  en: TText;
  CN: TText;
  KM: TText;
};

const ARTICLES: TArticleSeed[] = [
  {
    kind: 'news',
    sort: 0,
    daysAgo: 1,
    en: {
      title: 'New live tables every evening',
      subtitle: 'Baccarat and roulette tables open from 18:00',
      content:
        '<p>Four new live baccarat and roulette tables open every evening from 18:00. Find them under <a href="/live">Live casino</a>.</p>',
    },
    CN: {
      title: '每晚新增真人桌台',
      subtitle: '百家乐和轮盘桌台 18:00 开放',
      content: '<p>每晚 18:00 起新增四张真人百家乐和轮盘桌台，请前往<a href="/live">真人娱乐</a>。</p>',
    },
    KM: {
      title: 'តុផ្ទាល់ថ្មីរៀងរាល់ល្ងាច',
      subtitle: 'តុបាការ៉ាត់ និងរូឡែតបើកពីម៉ោង 18:00',
      content:
        '<p>តុបាការ៉ាត់ និងរូឡែតផ្ទាល់ថ្មីចំនួនបួនបើករៀងរាល់ល្ងាចពីម៉ោង 18:00។ សូមចូលទៅ<a href="/live">កាស៊ីណូផ្ទាល់</a>។</p>',
    },
  },
  {
    kind: 'news',
    sort: 0,
    daysAgo: 6,
    en: {
      title: 'Faster withdrawals',
      subtitle: 'Most withdrawals now arrive within 15 minutes',
      content:
        '<p>We have added two payout channels. Most withdrawals now arrive within 15 minutes of approval.</p>',
    },
    CN: {
      title: '提款更快了',
      subtitle: '大部分提款 15 分钟内到账',
      content: '<p>我们新增了两个出款渠道，大部分提款在审核通过后 15 分钟内到账。</p>',
    },
    KM: {
      title: 'ការដកប្រាក់លឿនជាងមុន',
      subtitle: 'ការដកប្រាក់ភាគច្រើនមកដល់ក្នុងរយៈពេល 15 នាទី',
      content: '<p>យើងបានបន្ថែមបណ្តាញទូទាត់ពីរ។ ការដកប្រាក់ភាគច្រើនមកដល់ក្នុងរយៈពេល 15 នាទីបន្ទាប់ពីការអនុម័ត។</p>',
    },
  },
  {
    kind: 'about',
    sort: 0,
    daysAgo: 30,
    en: {
      title: 'About Pavilion',
      subtitle: 'Games, sports and lotteries in one place',
      content:
        '<p>Pavilion brings live casino, slots, sports, lotteries and card games together in one account and one wallet.</p><p>We hold an operating licence, test our in-house games for fairness (every round can be verified), and offer deposit limits, time-outs and self-exclusion to keep play fun.</p><p>Customer service answers around the clock through live chat and the feedback form.</p>',
    },
    CN: {
      title: '关于 Pavilion',
      subtitle: '游戏、体育和彩票，一站尽享',
      content:
        '<p>Pavilion 将真人娱乐、老虎机、体育、彩票和棋牌游戏汇集在一个账户和一个钱包中。</p><p>我们持有运营牌照，自营游戏均经过公平性检验（每一局都可验证），并提供存款限额、暂停和自我禁入，让娱乐保持轻松。</p><p>客服全天候通过在线客服和意见反馈为您服务。</p>',
    },
    KM: {
      title: 'អំពី Pavilion',
      subtitle: 'ហ្គេម កីឡា និងឆ្នោតនៅកន្លែងតែមួយ',
      content:
        '<p>Pavilion ប្រមូលកាស៊ីណូផ្ទាល់ ស្លុត កីឡា ឆ្នោត និងល្បែងបៀរ ក្នុងគណនីតែមួយ និងកាបូបតែមួយ។</p><p>យើងមានអាជ្ញាប័ណ្ណប្រតិបត្តិការ សាកល្បងហ្គេមផ្ទាល់ខ្លួនដើម្បីភាពយុត្តិធម៌ (គ្រប់ជុំអាចផ្ទៀងផ្ទាត់បាន) និងផ្តល់ដែនកំណត់ដាក់ប្រាក់ ការផ្អាក និងការដកខ្លួនដោយខ្លួនឯង។</p><p>សេវាអតិថិជនឆ្លើយតប 24 ម៉ោងតាមរយៈការជជែកផ្ទាល់ និងទម្រង់មតិកែលម្អ។</p>',
    },
  },
  {
    kind: 'guide',
    sort: 1,
    daysAgo: 30,
    en: {
      title: 'Create your account',
      content:
        '<p>Press <b>Register</b>, choose a username and a password, accept the terms and you are in. You can add a mobile number later in the security centre.</p>',
    },
    CN: {
      title: '注册账户',
      content: '<p>点击<b>注册</b>，设置用户名和密码，同意条款即可完成。之后可在安全中心绑定手机号。</p>',
    },
    KM: {
      title: 'បង្កើតគណនីរបស់អ្នក',
      content:
        '<p>ចុច <b>ចុះឈ្មោះ</b> ជ្រើសរើសឈ្មោះអ្នកប្រើ និងពាក្យសម្ងាត់ ទទួលយកលក្ខខណ្ឌ ហើយអ្នកបានចូលរួចរាល់។ អ្នកអាចបន្ថែមលេខទូរស័ព្ទនៅពេលក្រោយក្នុងមជ្ឈមណ្ឌលសុវត្ថិភាព។</p>',
    },
  },
  {
    kind: 'guide',
    sort: 2,
    daysAgo: 30,
    en: {
      title: 'Make your first deposit',
      content:
        '<p>Open <b>Deposit</b> from the header, pick a channel and an amount, and follow the steps. The balance updates as soon as the payment is confirmed.</p>',
    },
    CN: {
      title: '首次存款',
      content: '<p>在页头点击<b>存款</b>，选择渠道和金额并按步骤操作。付款确认后余额立即更新。</p>',
    },
    KM: {
      title: 'ដាក់ប្រាក់លើកដំបូង',
      content:
        '<p>បើក <b>ដាក់ប្រាក់</b> ពីផ្នែកខាងលើ ជ្រើសរើសបណ្តាញ និងចំនួនទឹកប្រាក់ ហើយធ្វើតាមជំហាន។ សមតុល្យធ្វើបច្ចុប្បន្នភាពភ្លាមៗនៅពេលការទូទាត់ត្រូវបានបញ្ជាក់។</p>',
    },
  },
  {
    kind: 'guide',
    sort: 3,
    daysAgo: 30,
    en: {
      title: 'Play and withdraw',
      content:
        '<p>Pick a game from the menu and press <b>Play now</b>. To cash out, bind a bank card, set a fund password and open <b>Withdraw</b>.</p>',
    },
    CN: {
      title: '游戏与提款',
      content:
        '<p>从菜单选择游戏并点击<b>立即游戏</b>。提款前请绑定银行卡、设置资金密码，然后打开<b>提款</b>。</p>',
    },
    KM: {
      title: 'លេង និងដកប្រាក់',
      content:
        '<p>ជ្រើសរើសហ្គេមពីម៉ឺនុយ ហើយចុច <b>លេងឥឡូវ</b>។ ដើម្បីដកប្រាក់ សូមភ្ជាប់កាតធនាគារ កំណត់ពាក្យសម្ងាត់មូលនិធិ ហើយបើក <b>ដកប្រាក់</b>។</p>',
    },
  },
];

const translations = (a: TArticleSeed) => JSON.stringify({ CN: a.CN, KM: a.KM });

export async function seedMessagesDemo(db: TDb, playerAccount = 'player01'): Promise<void> {
  const hasArticles = await db.selectFrom('site_articles').select('id').limit(1).executeTakeFirst();
  if (!hasArticles) {
    await db
      .insertInto('site_articles')
      .values(
        ARTICLES.map((a) => ({
          kind: a.kind,
          sort: a.sort,
          title: a.en.title,
          subtitle: a.en.subtitle ?? '',
          content: a.en.content,
          translations: translations(a),
          published_at: new Date(Date.now() - a.daysAgo * 86_400_000),
        })),
      )
      .execute();
  }
  const player = await findMemberByAccount(db, playerAccount);
  if (!player) {
    return;
  }
  const memberId = Number(player.id);
  const hasMessages = await db.selectFrom('platform_messages').select('id').limit(1).executeTakeFirst();
  if (!hasMessages) {
    const welcome = await db
      .insertInto('platform_messages')
      .values({
        audience: 'all',
        title: 'Welcome to Pavilion',
        content:
          'Thank you for joining. Your messages from us appear here: offers, account notices and replies.',
        translations: JSON.stringify({
          CN: {
            title: '欢迎来到 Pavilion',
            content: '感谢您的加入。我们发给您的消息会显示在这里：优惠、账户通知和回复。',
          },
          KM: {
            title: 'សូមស្វាគមន៍មកកាន់ Pavilion',
            content: 'សូមអរគុណដែលបានចូលរួម។ សាររបស់យើងនឹងបង្ហាញនៅទីនេះ៖ ការផ្តល់ជូន សេចក្តីជូនដំណឹងគណនី និងការឆ្លើយតប។',
          },
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('platform_messages')
      .values({
        audience: 'member',
        member_id: memberId,
        title: 'Your deposit bonus is waiting',
        content: `Hello! ${WELCOME_BONUS_TEXT.EN.text}\nOpen Promotions to claim it.`,
        translations: JSON.stringify({
          CN: {
            title: '您的存款红利正在等您',
            content: `您好！${WELCOME_BONUS_TEXT.CN.text}\n请前往优惠活动领取。`,
          },
          KM: {
            title: 'ប្រាក់រង្វាន់ដាក់ប្រាក់របស់អ្នកកំពុងរង់ចាំ',
            content: `សួស្តី! ${WELCOME_BONUS_TEXT.KM.text}\nសូមបើកប្រូម៉ូសិនដើម្បីទទួលយក។`,
          },
        }),
      })
      .execute();
    await db
      .insertInto('platform_message_states')
      .values({ member_id: memberId, message_id: welcome.id, read_at: new Date() })
      .execute();
  }
  const hasFeedback = await db
    .selectFrom('feedback')
    .select('id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!hasFeedback) {
    await db
      .insertInto('feedback')
      .values([
        {
          member_id: memberId,
          type: 1,
          content: 'My deposit by bank transfer took two hours to show up. Is that normal?',
          status: 'replied',
          reply:
            'Sorry for the wait. Bank transfers are confirmed by the bank; we have added a faster channel since.',
          replied_at: sql<Date>`now() - interval '1 day'`,
          created_at: sql<Date>`now() - interval '2 days'`,
        },
        {
          member_id: memberId,
          type: 3,
          content: 'Could you add more fishing games from other providers, please?',
        },
      ])
      .execute();
  }
}
