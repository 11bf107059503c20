// Platform messages (spec §2.7 messageV2): the member's list in their language, unread count,
// read and delete marks; the operator sends to everyone, to one member or to an agent's tree and may
// withdraw a message. Every send signals the open streams (notification bus) so the header's and
// menu's unread badges move at once.
import type { TStoredTranslations } from '@/db/tables-catalogue.ts';
import type { TDb } from '@/db/database.ts';
import { languageOf } from '@/modules/games/catalogue.service.ts';
import type { TNotificationBus } from '@/modules/notifications/notification-bus.ts';
import { AppError } from '@/shared/app-error.ts';
import type {
  TAdminMessageList,
  TMessage,
  TMessageList,
  TMessageListQuery,
  TMessageReadRequest,
  TMessageSend,
} from '@pavilion/contracts/messages';
import * as repo from './messages.repo.ts';

async function joinedAt(db: TDb, memberId: number): Promise<Date> {
  const at = await repo.memberJoinedAt(db, memberId);
  if (!at) {
    throw new AppError('NOT_LOGGED_IN');
  }
  return at;
}

/** The member's unread platform messages: the spec §3 `unread` counter and the badge. */
export async function countUnreadMessages(db: TDb, memberId: number): Promise<number> {
  return repo.countVisible(db, { memberId, joinedAt: await joinedAt(db, memberId), unreadOnly: true });
}

export async function listMessages(
  db: TDb,
  memberId: number,
  query: TMessageListQuery,
): Promise<TMessageList> {
  const joined = await joinedAt(db, memberId);
  const language = languageOf(query.language);
  const [rows, total, unreadCount] = await Promise.all([
    repo.listVisible(db, {
      memberId,
      joinedAt: joined,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    repo.countVisible(db, { memberId, joinedAt: joined, unreadOnly: false }),
    repo.countVisible(db, { memberId, joinedAt: joined, unreadOnly: true }),
  ]);
  return {
    rows: rows.map((r): TMessage => {
      const t = language === 'EN' ? undefined : (r.translations as TStoredTranslations | null)?.[language];
      return {
        id: Number(r.id),
        kind: r.audience === 'member' ? 'personal' : 'broadcast',
        title: t?.title ?? r.title,
        content: t?.content ?? r.content,
        createdAt: r.created_at.toISOString(),
        readAt: r.read_at ? r.read_at.toISOString() : null,
      };
    }),
    pageNo: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
    unreadCount,
  };
}

export async function markMessagesRead(
  db: TDb,
  memberId: number,
  request: TMessageReadRequest,
): Promise<{ updated: number; unreadCount: number }> {
  const joined = await joinedAt(db, memberId);
  const updated = await repo.markRead(db, {
    memberId,
    joinedAt: joined,
    ids: 'all' in request ? 'all' : request.ids,
  });
  return {
    updated,
    unreadCount: await repo.countVisible(db, { memberId, joinedAt: joined, unreadOnly: true }),
  };
}

export async function deleteMessage(db: TDb, memberId: number, id: number): Promise<void> {
  if (!(await repo.markDeleted(db, { memberId, joinedAt: await joinedAt(db, memberId), id }))) {
    throw new AppError('MESSAGE_NOT_FOUND');
  }
}

const AUDIENCE_COLUMN = {
  all: 'all',
  member: 'member',
  agentTree: 'agent_tree',
  vipLevel: 'vip_level',
} as const satisfies Record<TMessageSend['audience']['kind'], string>;

/** Operator: sends a message; the audience's open pages hear of it through the stream. */
export async function sendMessage(
  db: TDb,
  bus: TNotificationBus,
  opts: { operatorId: number | null; input: TMessageSend },
): Promise<{ id: number }> {
  const { audience, title, content, translations } = opts.input;
  let memberId: number | null = null;
  let agentId: number | null = null;
  if (audience.kind === 'member' || audience.kind === 'agentTree') {
    const account = audience.kind === 'member' ? audience.account : audience.agentAccount;
    const id = await repo.memberIdByAccount(db, account);
    if (id === undefined) {
      throw new AppError('PLAYER_NOT_FOUND', { fields: { audience: 'unknown account' } });
    }
    if (audience.kind === 'member') {
      memberId = id;
    } else {
      agentId = id;
    }
  }
  const row = await repo.insertMessage(db, {
    audience: AUDIENCE_COLUMN[audience.kind],
    memberId,
    agentId,
    minVipLevel: audience.kind === 'vipLevel' ? audience.minLevel : null,
    title,
    content,
    translations,
    createdBy: opts.operatorId,
  });
  const id = Number(row.id);
  try {
    // an agent tree or a VIP level is told like everyone: each page refetches its own count, which
    // the audience filters
    await bus.signal({ target: memberId ?? 'all', message: { messageId: id } });
  } catch {
    // best effort: the stored row is the record, the next count shows it
  }
  return { id };
}

export async function withdrawMessage(db: TDb, bus: TNotificationBus, id: number): Promise<void> {
  if (!(await repo.withdrawMessage(db, id))) {
    throw new AppError('MESSAGE_NOT_FOUND');
  }
  try {
    await bus.signal({ target: 'all', message: { messageId: id } });
  } catch {
    // best effort
  }
}

export async function listForOperator(db: TDb): Promise<TAdminMessageList> {
  const rows = await repo.listForOperator(db, 200);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      audience: r.audience as TAdminMessageList['rows'][number]['audience'],
      target:
        r.member_account ?? r.agent_account ?? (r.min_vip_level === null ? null : String(r.min_vip_level)),
      title: r.title,
      createdAt: r.created_at.toISOString(),
      withdrawnAt: r.withdrawn_at ? r.withdrawn_at.toISOString() : null,
      readCount: Number(r.read_count ?? 0),
    })),
  };
}
