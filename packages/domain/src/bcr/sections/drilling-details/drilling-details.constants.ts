/**
 * The 15 drilling methods, hollow flight auger to water jetting (spec 2 page 2). Seed values of the
 * master data; the server's master data table is the source once loaded.
 */
export const DRILLING_METHODS = [
  'Hollow Flight Auger',
  'Solid Flight Auger',
  'Bucket Auger',
  'Hand Auger',
  'Cable Tool',
  'Rotary - Air',
  'Rotary - Mud',
  'Rotary - Foam',
  'Down Hole Hammer',
  'Reverse Circulation',
  'Dual Rotary',
  'Diamond Core',
  'Sonic',
  'Direct Push',
  'Water Jetting',
].map((name, i) => ({ id: i + 1, name }));
