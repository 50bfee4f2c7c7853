/** startup.ai_assistant (§3): images and the assistant's name per language. */
export interface AiAssistant {
  img_url_large?: string;
  img_url_small?: string;
  en_name?: string;
  local_name?: string;
  names?: Record<string, string>;
}

/** The name in the page language (names[EN|CN|…]), else the English name, else the local one; '' when none. */
export function assistantName(assistant: AiAssistant | undefined, code: string): string {
  return (assistant?.names?.[code] || assistant?.en_name || assistant?.local_name || '').trim();
}
