// Links into the lobby's pages that carry a query (the route table has the paths).
import { pagePath } from '@/config/paths';

export function gameDetailsPath(gameId: string): string {
  return `${pagePath('GamesDetails')}?id=${encodeURIComponent(gameId)}`;
}

export function vendorGamesPath(vendorId: string): string {
  return `${pagePath('supplierGameList')}?vendor=${encodeURIComponent(vendorId)}`;
}
