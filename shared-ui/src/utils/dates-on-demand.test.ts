describe('loadDateFormat', () => {
  it('fetches the dates once, tells who listens, and fetches again after a failure', async () => {
    await jest.isolateModulesAsync(async () => {
      let offline = true;
      jest.doMock('./dates', () => {
        if (offline) throw new Error('offline');
        return jest.requireActual('./dates');
      });
      const { dateFormat, loadDateFormat, onDateFormat } = await import('./dates-on-demand');
      const heard = jest.fn();
      onDateFormat(heard);
      await expect(loadDateFormat()).rejects.toThrow('offline');
      expect(dateFormat()).toBeUndefined();
      offline = false;
      const format = await loadDateFormat();
      expect(loadDateFormat()).toBe(loadDateFormat());
      expect(dateFormat()).toBe(format);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(format('2026-03-05T23:30:00.000Z', true)).toBe('March 05, 2026');
    });
  });
});
