/*
 * A stand-in for NVDA's controller client (nvdaControllerClient64.dll), for testing tactus.exe under Wine only.
 *
 * It exports the four functions of NVDA's client that tactus may call, answers that NVDA runs, and appends each
 * call that NVDA would act on as one UTF-8 line to the file named by TACTUS_FAKE_NVDA_LOG:
 *   speak: TEXT      for nvdaController_speakText (a line break inside TEXT is written as \n)
 *   cancel           for nvdaController_cancelSpeech
 *   braille: TEXT    for nvdaController_brailleMessage
 * Without the variable it writes nothing. Built by scripts/windows-check with MinGW and placed beside a copy of
 * tactus.exe in the check's own folder, never shipped.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

/* Appends `prefix`, then `text` in UTF-8 (NULL: nothing), then a line break, to the log. */
static void log_call(const char *prefix, const wchar_t *text)
{
    const char *path = getenv("TACTUS_FAKE_NVDA_LOG");
    if (path == NULL || *path == '\0') {
        return;
    }
    FILE *log = fopen(path, "ab");
    if (log == NULL) {
        return;
    }
    fputs(prefix, log);
    if (text != NULL) {
        int size = WideCharToMultiByte(CP_UTF8, 0, text, -1, NULL, 0, NULL, NULL);
        char *utf8 = size > 0 ? malloc((size_t)size) : NULL;
        if (utf8 != NULL && WideCharToMultiByte(CP_UTF8, 0, text, -1, utf8, size, NULL, NULL) > 0) {
            for (const char *c = utf8; *c != '\0'; c++) {
                if (*c == '\n') {
                    fputs("\\n", log);
                } else if (*c != '\r') {
                    fputc(*c, log);
                }
            }
        }
        free(utf8);
    }
    fputc('\n', log);
    fclose(log);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void)
{
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text)
{
    log_call("speak: ", text);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_cancelSpeech(void)
{
    log_call("cancel", NULL);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_brailleMessage(const wchar_t *message)
{
    log_call("braille: ", message);
    return 0;
}
