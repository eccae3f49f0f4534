/** Engine UI tests run beside other work on 2 shared cores: give async queries room. */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
