/** The holiday policy flags as the wire names them (Presendents_Day spelled so), with their labels. */
export const HOLIDAY_POLICY_FLAGS = [
  ['Standard_6', 'Standard 6 holidays'],
  ['Presendents_Day', "Presidents' Day"],
  ['Columbus_Day', 'Columbus Day'],
  ['Religious_Days', 'Religious days'],
  ['Birthday', 'Birthday'],
  ['Floating_Day', 'Floating day'],
] as const;
