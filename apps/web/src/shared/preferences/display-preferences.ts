// How this device shows the portal: amounts hidden or shown, and the theme. Both are kept on the device
// (a shared screen is a property of the device, not of the person), survive a sign-out, and follow a
// change made in another tab of the same browser.
import { useSyncExternalStore } from 'react';
import { deviceStorage, type TThemeMode } from '@/shared/storage/device-storage';

export type { TThemeMode };

type TPreferences = { amountsHidden: boolean; themeMode: TThemeMode };

const listeners = new Set<() => void>();
const readStored = (): TPreferences => ({
  amountsHidden: deviceStorage.getAmountsHidden(),
  themeMode: deviceStorage.getThemeMode(),
});
let preferences = readStored();

const emit = (): void => {
  for (const listener of listeners) listener();
};

/** Reads the stored choices again (another tab changed them, or a test cleared the storage). */
export const reloadDisplayPreferences = (): void => {
  const stored = readStored();
  if (stored.amountsHidden === preferences.amountsHidden && stored.themeMode === preferences.themeMode)
    return;
  preferences = stored;
  emit();
};

const subscribe = (listener: () => void): (() => void) => {
  if (listeners.size === 0) window.addEventListener('storage', reloadDisplayPreferences);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', reloadDisplayPreferences);
  };
};

export const setAmountsHidden = (hidden: boolean): void => {
  deviceStorage.setAmountsHidden(hidden);
  preferences = { ...preferences, amountsHidden: hidden };
  emit();
};

export const setThemeMode = (mode: TThemeMode): void => {
  deviceStorage.setThemeMode(mode);
  preferences = { ...preferences, themeMode: mode };
  emit();
};

export const useAmountsHidden = (): boolean =>
  useSyncExternalStore(subscribe, () => preferences.amountsHidden);

export const useThemeMode = (): TThemeMode => useSyncExternalStore(subscribe, () => preferences.themeMode);

/** What a hidden amount shows: the same for every figure, so neither its size nor its sign shows. */
export const MASKED_AMOUNT = '$•••••';
/** What a hidden number of units shows (units times the price shown beside them would be the amount). */
export const MASKED_UNITS = '•••••';

export type TAmountMask = (text: string, masked?: string) => string;

const maskAmount: TAmountMask = (_text, masked = MASKED_AMOUNT) => masked;
const showAmount: TAmountMask = (text) => text;

/**
 * The mask for money figures on screen: the text as it is, or MASKED_AMOUNT while amounts are hidden. A
 * component showing money takes it from here, so it shows again as soon as the switch changes.
 */
export const useAmountMask = (): TAmountMask => (useAmountsHidden() ? maskAmount : showAmount);
