// The game category the player chose in the side menu (SPEC §2: "choosing a
// category stores it"); the classify page reads it to open that category.
import { readPreference, writePreference } from './stored-preference';

export const chosenCategoryKey = 'lobbykit.category';

export function storeChosenCategory(categoryId: string): void {
  writePreference(chosenCategoryKey, categoryId);
}

export function chosenCategory(): string | null {
  return readPreference(chosenCategoryKey);
}
