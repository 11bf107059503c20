import { describe, expect, it } from 'vitest';
import type { TGameItem } from '@pavilion/contracts/games';
import {
  comingSoonPath,
  demoPath,
  gameLaunchRequest,
  launchGate,
  launchStep,
  localLaunchTarget,
  maintenanceGames,
  notOpenTarget,
  notOpenVertical,
} from './launch-target';

const game: TGameItem = {
  nodeId: 5,
  gameCode: 'G5',
  gameId: '5',
  displayName: 'Lucky',
  gameName: 'Lucky',
  vassalage: 'PT',
  vendorName: 'Pavilion Slots · PT',
  gameType: 'RNG',
  subType: 'slot',
  showIcon: '/api/games/icon/5.svg',
  lagerIcon: '/api/games/icon/5.svg',
  isGame: 'GAME',
  isHot: 0,
  hasJackpot: false,
  jackpot: null,
  minBet: 100,
  lines: 25,
  maintenance: false,
  updatedAt: 0,
};

describe('launchGate', () => {
  it('asks guests to log in and trial users for a real account', () => {
    expect(launchGate({ isLogin: false, isTrial: false })).toBe('login');
    expect(launchGate({ isLogin: true, isTrial: true })).toBe('ok');
    expect(launchGate({ isLogin: true, isTrial: false })).toBe('ok');
  });
});

describe('localLaunchTarget', () => {
  it('opens the vendor list of an RNG vendor without asking the server', () => {
    expect(localLaunchTarget({ vendor: 'INHOUSE', gameType: 'RNG' })).toEqual({
      kind: 'route',
      path: '/rng?vassalage=INHOUSE',
    });
  });
  it('opens the live tables lobby for a LIVE vendor (decision 050)', () => {
    expect(localLaunchTarget({ vendor: 'DG', gameType: 'LIVE' })).toEqual({ kind: 'route', path: '/live' });
  });
  it('opens the seas, card tables or bingo rooms lobby for a FISH, PVP or BINGO vendor (decision 056)', () => {
    expect(localLaunchTarget({ vendor: 'CQ9', gameType: 'FISH' })).toEqual({ kind: 'route', path: '/fish' });
    expect(localLaunchTarget({ vendor: 'KY', gameType: 'PVP' })).toEqual({ kind: 'route', path: '/pvp' });
    expect(localLaunchTarget({ vendor: 'JL', gameType: 'BINGO' })).toEqual({ kind: 'route', path: '/bingo' });
  });
  it('offers no single-player demo for a LIVE, fishing, card-room or bingo title', () => {
    expect(demoPath({ nodeId: 9, gameType: 'LIVE', subType: 'baccarat' })).toBeNull();
    expect(demoPath({ nodeId: 9, gameType: 'FISH', subType: 'fishing' })).toBeNull();
    expect(demoPath({ nodeId: 9, gameType: 'PVP', subType: 'poker' })).toBeNull();
    expect(demoPath({ nodeId: 9, gameType: 'PVP', subType: 'niuniu' })).toBeNull();
    expect(demoPath({ nodeId: 9, gameType: 'BINGO', subType: 'bingo' })).toBeNull();
    expect(demoPath({ nodeId: 9, gameType: 'RNG', subType: 'bingo' })).toBeNull();
    expect(demoPath({ nodeId: 9, gameType: 'RNG', subType: 'slot' })).toBe('/seamless?nodeId=9');
    // niuniu outside the card room is the house's single-player game
    expect(demoPath({ nodeId: 9, gameType: 'BGS', subType: 'niuniu' })).toBe('/seamless?nodeId=9');
  });
  it('leaves games and other vendors to the server', () => {
    expect(localLaunchTarget({ nodeId: 5 })).toBeNull();
    expect(localLaunchTarget({ vendor: 'LHC', gameType: 'LOTT' })).toBeNull();
    expect(localLaunchTarget({ vendor: 'AG', gameType: 'LIVE', isVendorLaunch: true })).toBeNull();
  });
});

describe('launchStep', () => {
  it('navigates to in-app routes such as the lottery page', () => {
    expect(launchStep({ kind: 'route', path: '/lottery?gameCode=LHC1' })).toEqual({
      type: 'navigate',
      to: '/lottery?gameCode=LHC1',
    });
    expect(launchStep({ kind: 'game', url: '/seamless?nodeId=5', nodeId: 5 })).toEqual({
      type: 'navigate',
      to: '/seamless?nodeId=5',
    });
  });
  it('opens the game popup of a container', () => {
    expect(launchStep({ kind: 'popup', title: 'Lobby', games: [game] })).toEqual({
      type: 'popup',
      title: 'Lobby',
      games: [game],
    });
  });
  it('loads absolute https game URLs and refuses anything else', () => {
    expect(launchStep({ kind: 'game', url: 'https://vendor.example/play', nodeId: 5 })).toEqual({
      type: 'assign',
      url: 'https://vendor.example/play',
    });
    expect(launchStep({ kind: 'game', url: 'javascript:alert(1)', nodeId: 5 })).toEqual({ type: 'invalid' });
    expect(launchStep({ kind: 'route', path: '//evil.example/' })).toEqual({ type: 'invalid' });
  });
});

describe('maintenanceGames', () => {
  it('reads the recommended games of a maintenance error', async () => {
    expect(
      await maintenanceGames({ code: 'GAME_MAINTENANCE', data: { nodeId: 5, recommended: [game] } }),
    ).toEqual([game]);
    expect(await maintenanceGames({ code: 'GAME_MAINTENANCE', data: undefined })).toEqual([]);
    expect(await maintenanceGames({ code: 'NOT_LOGGED_IN', data: undefined })).toBeNull();
  });
});

describe('verticals not open yet (decision 021)', () => {
  it('sends tiles of a LIVE game with no shared table, jackpot and arcade titles to their screen without the server', () => {
    expect(notOpenTarget({ nodeId: 9, gameType: 'LIVE', subType: 'blackjack' })).toBe(
      '/coming-soon?vertical=live',
    );
    expect(notOpenTarget({ nodeId: 9, gameType: 'RNG', subType: 'jackpot' })).toBe(
      '/coming-soon?vertical=jackpot',
    );
    expect(notOpenTarget({ nodeId: 9, gameType: 'RNG', subType: 'arcade' })).toBe(
      '/coming-soon?vertical=arcade',
    );
  });

  it('lets fishing, card-room and bingo titles and vendors through to their engines (decision 056)', () => {
    expect(notOpenTarget({ nodeId: 9, gameType: 'FISH', subType: 'fishing' })).toBeNull();
    expect(notOpenTarget({ nodeId: 9, gameType: 'PVP', subType: 'poker' })).toBeNull();
    expect(notOpenTarget({ nodeId: 9, gameType: 'PVP', subType: 'niuniu' })).toBeNull();
    expect(notOpenTarget({ nodeId: 9, gameType: 'BINGO', subType: 'bingo' })).toBeNull();
    expect(notOpenTarget({ nodeId: 9, gameType: 'RNG', subType: 'fishing' })).toBeNull();
    expect(notOpenTarget({ vendor: 'CQ9', gameType: 'FISH' })).toBeNull();
    expect(notOpenTarget({ vendor: 'KY', gameType: 'PVP' })).toBeNull();
    expect(notOpenTarget({ vendor: 'JL', gameType: 'BINGO' })).toBeNull();
    expect(notOpenVertical({ code: 'VERTICAL_NOT_OPEN', data: { vertical: 'fishing' } })).toBeNull();
  });

  it('lets playable games, RNG vendors and lotteries through', () => {
    expect(notOpenTarget({ nodeId: 9, gameType: 'RNG', subType: 'slot' })).toBeNull();
    expect(notOpenTarget({ nodeId: 9, gameType: 'BGS', subType: 'sicbo' })).toBeNull();
    expect(notOpenTarget({ nodeId: 9 })).toBeNull();
    expect(notOpenTarget({ vendor: 'PT', gameType: 'RNG' })).toBeNull();
    expect(notOpenTarget({ vendor: 'SSC', gameType: 'LOTT' })).toBeNull();
    // a LIVE title of a game the shared tables deal opens its table (decision 050)
    for (const subType of ['baccarat', 'roulette', 'dragon_tiger', 'sicbo'] as const) {
      expect(notOpenTarget({ nodeId: 9, gameType: 'LIVE', subType })).toBeNull();
    }
    expect(notOpenTarget({ vendor: 'DG', gameType: 'LIVE' })).toBeNull();
    expect(notOpenTarget({ vendor: 'IBC', gameType: 'SPORTS', isVendorLaunch: true })).toBeNull();
  });

  it('opens the sportsbook on its vertical with the vendor code for sports, e-sports and cockfight (issue 16)', () => {
    expect(localLaunchTarget({ vendor: 'IBC', gameType: 'SPORTS', isVendorLaunch: true })).toEqual({
      kind: 'route',
      path: '/sports?vendor=IBC',
    });
    expect(localLaunchTarget({ vendor: 'TFG', gameType: 'ESPORTS' })).toEqual({
      kind: 'route',
      path: '/esports?vendor=TFG',
    });
    expect(localLaunchTarget({ vendor: 'SV388', gameType: 'COCKFIGHT' })).toEqual({
      kind: 'route',
      path: '/cockfight?vendor=SV388',
    });
    expect(localLaunchTarget({ nodeId: 7, gameType: 'SPORTS', subType: 'slot' })).toEqual({
      kind: 'route',
      path: '/sports',
    });
  });

  it('reads the vertical of a VERTICAL_NOT_OPEN launch error', () => {
    expect(notOpenVertical({ code: 'VERTICAL_NOT_OPEN', data: { vertical: 'live', nodeId: 5 } })).toBe(
      'live',
    );
    expect(notOpenVertical({ code: 'VERTICAL_NOT_OPEN', data: { vertical: 'poker?' } })).toBeNull();
    expect(notOpenVertical({ code: 'GAME_MAINTENANCE', data: { vertical: 'live' } })).toBeNull();
    expect(comingSoonPath('live')).toBe('/coming-soon?vertical=live');
  });
});

describe('gameLaunchRequest', () => {
  it('carries what the launch rules need of a game: node, code, category and sub type', () => {
    expect(gameLaunchRequest({ nodeId: 7, gameCode: 'IBC-1', gameType: 'SPORTS', subType: 'slot' })).toEqual({
      nodeId: 7,
      gameCode: 'IBC-1',
      gameType: 'SPORTS',
      subType: 'slot',
    });
    expect(
      localLaunchTarget(
        gameLaunchRequest({ nodeId: 7, gameCode: 'IBC-1', gameType: 'SPORTS', subType: 'slot' }),
      ),
    ).toEqual({ kind: 'route', path: '/sports' });
  });
});
