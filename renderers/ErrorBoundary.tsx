/** Every screen sits in one: a failing screen shows a message, not a blank app. */
import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Translation } from 'react-i18next';

interface Props { code: string; children: ReactNode }
interface State { error?: Error }

export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error(`screen ${this.props.code} failed:`, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div data-testid="screen-error">
            <Result status="error" title={t('engine.screenFailed')} subTitle={`${this.props.code}: ${error.message}`}
              extra={<Button onClick={() => this.setState({ error: undefined })}>{t('engine.retry')}</Button>} />
          </div>
        )}
      </Translation>
    );
  }
}
