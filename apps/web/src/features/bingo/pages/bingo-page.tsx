// Bingo of issue 17: /bingo is the lobby of rooms, /bingo/:roomId one room. Playing needs a member
// session (the server answers NOT_LOGGED_IN otherwise).
import { useParams } from 'react-router';
import { BingoLobby } from './bingo-lobby';
import { BingoRoom } from './bingo-room';

export default function BingoPage() {
  const { roomId } = useParams();
  return roomId ? <BingoRoom key={roomId} id={roomId} /> : <BingoLobby />;
}
