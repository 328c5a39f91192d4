import { combineReducers, configureStore } from '@reduxjs/toolkit';
import auth from './authSlice';
import ui from './uiSlice';

const rootReducer = combineReducers({ auth, ui });

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // Modal data may carry any value a remote sends.
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
