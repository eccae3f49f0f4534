import '@testing-library/jest-dom/vitest';
import './canvas-text';
