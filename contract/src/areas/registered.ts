import { AREA_INFO, entryOf, rightOf, type AreaKey, type EntryOf, type ResourceKey } from '../resources/registry';
import type { Rights } from './types';

/** An area's key, section and label, as its descriptor carries them. */
export const areaOf = <A extends AreaKey>(area: A) => ({
  key: area,
  section: AREA_INFO[area].section,
  label: AREA_INFO[area].label,
});

/**
 * What the registry says of a resource in an area, as its descriptor carries it: route, API base,
 * noun, backup collection and the rights of the five actions every resource has.
 */
export function registered<K extends ResourceKey, A extends AreaKey>(key: K, area: A) {
  const entry: EntryOf<K, A> = entryOf(key, area);
  const right = (action: 'listing' | 'create' | 'update' | 'delete' | 'preview') => rightOf(entry, action);
  const rights: Rights = {
    listing: right('listing'),
    create: right('create'),
    update: right('update'),
    delete: right('delete'),
    preview: right('preview'),
  };
  return {
    route: entry.route as EntryOf<K, A>['route'],
    apiBase: entry.apiBase as EntryOf<K, A>['apiBase'],
    noun: entry.noun,
    backupCollection: entry.backupCollection as EntryOf<K, A>['backupCollection'],
    rights,
  };
}
