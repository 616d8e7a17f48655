// A new offer rings: a short two-tone beep (Web Audio) and a vibration, where the phone allows them (a browser
// plays sound only after the user touched the page once; the sign-in did).
export function ring() {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // not allowed
  }
  try {
    const AudioContextClass =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    [880, 660].forEach((frequency, i) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + i * 0.25);
      oscillator.stop(context.currentTime + i * 0.25 + 0.2);
    });
    window.setTimeout(() => void context.close(), 1_000);
  } catch {
    // no audio
  }
}
