// The heart on a game card: a player's tap keeps or drops the favourite (on
// the sandbox, mirrored on the device); a visitor's opens the sign-in popup.
import { useState } from 'react';
import { Toast } from '@/components/toast/toast';
import { useMessage } from '@/components/use-message';
import { favouriteGames, toggleFavourite } from '@/features/lobby/device-lists/favourite-games';

export function FavouriteButton({ gameId }: { gameId: string }) {
  const t = useMessage();
  const favourite = favouriteGames.use().includes(gameId);
  const [toast, setToast] = useState<string | null>(null);
  const toggle = async () => {
    const outcome = await toggleFavourite(gameId);
    if (outcome === 'added') setToast(t('lobby.favoriteAdded'));
    if (outcome === 'removed') setToast(t('lobby.favoriteRemoved'));
  };
  return (
    <>
      <button
        type="button"
        className="favourite-button"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lobby.removeFavorite' : 'lobby.addFavorite')}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.5 1.2 5.4 3.2 1.9-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      {toast !== null && <Toast message={toast} onHide={() => setToast(null)} />}
    </>
  );
}
