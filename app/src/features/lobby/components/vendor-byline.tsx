// "by <provider>" under a game, in the language shown, with the provider's
// name isolated (<bdi>: a Latin name inside Arabic keeps its own direction)
// in its own box, so a long name is cut at its own end and the words around
// it stay whole.
import type { Game } from '@content/games';
import { useRichMessage } from '@/components/use-message';
import { vendorName } from '@/features/lobby/catalogue';

export function VendorByline({ game }: { game: Game }) {
  const rich = useRichMessage();
  return rich('lobby.gameBy', {
    vendor: vendorName(game),
    name: (chunks) => <bdi className="vendor-byline__name">{chunks}</bdi>,
  });
}
