import { deviceStorage } from '@/shared/storage/device-storage';

// The application (ipm, icf, viv) every call names in X-Application-Id: the one chosen on this device
// (app-entry), else the one the server reported as current.
let reportedApplicationId: string | null = null;

export const setReportedApplicationId = (id: string | null): void => {
  reportedApplicationId = id;
};

export const getApplicationId = (): string | null =>
  deviceStorage.getApplicationId() ?? reportedApplicationId;
