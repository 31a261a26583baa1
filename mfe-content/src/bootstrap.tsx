import { startStandalone } from '@portal/shared/standalone';
import app from './app';

startStandalone(app);
