// Shows the router's current query, so a test can read what the address holds.
import { useLocation } from 'react-router';

export function LocationProbe() {
  return <output aria-label="address">{useLocation().search}</output>;
}
