import '@testing-library/jest-dom';
import './src/testing/jest-polyfills';
