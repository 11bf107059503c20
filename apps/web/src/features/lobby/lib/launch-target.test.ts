import { describe, expect, it } from 'vitest';
import type { TGameItem } from '@pavilion/contracts/games';
import { launchGate, launchStep, localLaunchTarget, maintenanceGames } from './launch-target';

const game: TGameItem = {
  nodeId: 5, gameCode: 'G5', gameId: '5', displayName: 'Lucky', gameName: 'Lucky', vassalage: 'PT', vendorName: 'Playtech', gameType: 'RNG',
  subType: 'slot', showIcon: '/api/games/icon/5.svg', lagerIcon: '/api/games/icon/5.svg', isGame: 'GAME', isHot: 0, hasJackpot: false,
  jackpot: null, minBet: 100, lines: 25, maintenance: false, updatedAt: 0,
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
    expect(localLaunchTarget({ vendor: 'INHOUSE', gameType: 'RNG' })).toEqual({ kind: 'route', path: '/rng?vassalage=INHOUSE' });
  });
  it('leaves games and other vendors to the server', () => {
    expect(localLaunchTarget({ nodeId: 5 })).toBeNull();
    expect(localLaunchTarget({ vendor: 'LHC', gameType: 'LOTT' })).toBeNull();
    expect(localLaunchTarget({ vendor: 'DG', gameType: 'LIVE' })).toBeNull();
    expect(localLaunchTarget({ vendor: 'AG', gameType: 'LIVE', isVendorLaunch: true })).toBeNull();
  });
});

describe('launchStep', () => {
  it('navigates to in-app routes such as the lottery page', () => {
    expect(launchStep({ kind: 'route', path: '/lottery?gameCode=LHC1' })).toEqual({ type: 'navigate', to: '/lottery?gameCode=LHC1' });
    expect(launchStep({ kind: 'game', url: '/seamless?nodeId=5', nodeId: 5 })).toEqual({ type: 'navigate', to: '/seamless?nodeId=5' });
  });
  it('opens the game popup of a container', () => {
    expect(launchStep({ kind: 'popup', title: 'Lobby', games: [game] })).toEqual({ type: 'popup', title: 'Lobby', games: [game] });
  });
  it('loads absolute https game URLs and refuses anything else', () => {
    expect(launchStep({ kind: 'game', url: 'https://vendor.example/play', nodeId: 5 })).toEqual({ type: 'assign', url: 'https://vendor.example/play' });
    expect(launchStep({ kind: 'game', url: 'javascript:alert(1)', nodeId: 5 })).toEqual({ type: 'invalid' });
    expect(launchStep({ kind: 'route', path: '//evil.example/' })).toEqual({ type: 'invalid' });
  });
});

describe('maintenanceGames', () => {
  it('reads the recommended games of a maintenance error', async () => {
    expect(await maintenanceGames({ code: 'GAME_MAINTENANCE', data: { nodeId: 5, recommended: [game] } })).toEqual([game]);
    expect(await maintenanceGames({ code: 'GAME_MAINTENANCE', data: undefined })).toEqual([]);
    expect(await maintenanceGames({ code: 'NOT_LOGGED_IN', data: undefined })).toBeNull();
  });
});
