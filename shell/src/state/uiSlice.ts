import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NO_MODALS, type AlertVariant, type ModalName, type ModalsState } from 'shared-ui';

export interface AlertMessage {
  id: number;
  message: string;
  variant: AlertVariant;
}

interface UiState {
  modals: ModalsState;
  alert: AlertMessage | null;
}

const initialState: UiState = { modals: NO_MODALS, alert: null };
let alertId = 0;

/** Modals open and close one by one (spec section 4); one alert at a time. */
const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    modalOpened: (state, action: PayloadAction<{ modal: ModalName; data?: unknown }>) => {
      state.modals[action.payload.modal] = { visible: true, data: action.payload.data };
    },
    modalClosed: (state, action: PayloadAction<ModalName>) => {
      state.modals[action.payload] = { visible: false };
    },
    alertShown: {
      reducer: (state, action: PayloadAction<AlertMessage>) => {
        state.alert = action.payload;
      },
      prepare: (message: string, variant: AlertVariant = 'info') => ({ payload: { id: (alertId += 1), message, variant } }),
    },
    alertDismissed: (state) => {
      state.alert = null;
    },
  },
  selectors: {
    selectModals: (state) => state.modals,
    selectAlert: (state) => state.alert,
  },
});

export const { modalOpened, modalClosed, alertShown, alertDismissed } = uiSlice.actions;
export const { selectModals, selectAlert } = uiSlice.selectors;
export default uiSlice.reducer;
