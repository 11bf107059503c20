// The live casino of issue 17: /live is the lobby of tables, /live/:tableId one table. Watching is
// open to everyone; betting needs a member session (the server answers NOT_LOGGED_IN otherwise).
import { useParams } from 'react-router';
import { LiveLobby } from './live-lobby';
import { LiveTable } from './live-table';

export default function LivePage() {
  const { tableId } = useParams();
  return tableId ? <LiveTable key={tableId} id={tableId} /> : <LiveLobby />;
}
