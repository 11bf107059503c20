// Invented leagues, teams and players for the simulated feed: made-up places and nicknames so that
// no real club, player or trademark is implied. Team n of a league is always the same name.

const CITIES = [
  'Riverside',
  'Harbour City',
  'Eastfield',
  'Lotus Bay',
  'Kingsport',
  'Stonebridge',
  'Goldcoast',
  'Westvale',
  'Silverlake',
  'Northport',
  'Redhill',
  'Ironwood',
  'Suncrest',
  'Moonbay',
  'Highgate',
  'Oakridge',
];
const FOOTBALL_SUFFIXES = ['United', 'Rovers', 'Athletic', 'City', 'Wanderers', 'Albion'];
const BASKETBALL_SUFFIXES = ['Dragons', 'Tigers', 'Falcons', 'Sharks', 'Comets', 'Titans'];
const GIVEN = ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'K.', 'L.', 'M.'];
const FAMILY = [
  'Varen',
  'Okoro',
  'Lindqvist',
  'Marchetti',
  'Sato',
  'Petrov',
  'Alvarez',
  'Chen',
  'Dubois',
  'Kaur',
];
const ESPORTS = [
  'Nova',
  'Void Runners',
  'Crimson Owl',
  'Polar Night',
  'Static Bloom',
  'Zero Gravity',
  'Ember Fox',
  'Quiet Storm',
];
const ROOSTERS = [
  'Red Blaze',
  'White Storm',
  'Black Pepper',
  'Golden Spur',
  'Ash King',
  'Jade Wing',
  'Iron Beak',
  'Sun Crow',
];

export const FOOTBALL_LEAGUES = [
  'Mekong Premier League',
  'Pacific Super League',
  'Continental Cup',
  'Northern Division',
];
export const BASKETBALL_LEAGUES = ['Asia Pro Basketball', 'Island Hoops League'];
export const TENNIS_LEAGUE = 'Lotus Bay Open';
export const MOBA_LEAGUE = 'MOBA Masters';
export const SHOOTER_LEAGUE = 'Tactical Shooter Series';
export const COCKFIGHT_LEAGUE = 'Golden Arena';

function cycle(list: readonly string[], n: number): string {
  return list[n % list.length] ?? '';
}

export function footballTeam(league: number, n: number): string {
  const i = league * 12 + n;
  return `${cycle(CITIES, i)} ${cycle(FOOTBALL_SUFFIXES, Math.floor(i / CITIES.length) + league)}`;
}

export function basketballTeam(league: number, n: number): string {
  const i = league * 8 + n;
  return `${cycle(CITIES, i + 3)} ${cycle(BASKETBALL_SUFFIXES, Math.floor(i / CITIES.length) + league)}`;
}

export function tennisPlayer(n: number): string {
  return `${cycle(GIVEN, n)} ${cycle(FAMILY, n * 7)}`;
}

export function esportsTeam(shooter: boolean, n: number): string {
  return shooter ? `${cycle(ESPORTS, n)} Tactical` : `Team ${cycle(ESPORTS, n)}`;
}

/** A rooster entry: a name and the owner's entry number, so names repeat but entries do not. */
export function rooster(fight: number, side: 0 | 1): string {
  return `${cycle(ROOSTERS, fight * 3 + side * 5)} #${fight * 2 + side + 101}`;
}
