// A category's label in the language shown, from its id (games name their
// category by id): the key is the one its content names (categories.yaml's
// labelKey), looked up once here.
import type { CategoryId } from '@content/categories';
import { useCallback } from 'react';
import { useContentLabel } from '@/components/use-message';
import { findCategory } from './catalogue';

export function useCategoryLabel(): (id: CategoryId) => string {
  const label = useContentLabel();
  return useCallback(
    (id: CategoryId) => {
      const category = findCategory(id);
      // The toolchain refuses a game whose category does not exist: the bare id would be visible, never blank.
      return category ? label(category.labelKey) : id;
    },
    [label],
  );
}
