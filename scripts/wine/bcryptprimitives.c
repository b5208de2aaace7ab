/*
 * A stand-in for Windows' bcryptprimitives.dll, for running tactus.exe under Wine only.
 *
 * Every Rust program since Rust 1.78 imports ProcessPrng from bcryptprimitives.dll for its random numbers (the hash
 * maps' keys). Windows 10 and 11 have the DLL; Wine 8 does not, so without this stand-in the program does not start
 * under Wine. ProcessPrng fills the buffer with random bytes; here it asks RtlGenRandom (advapi32's SystemFunction036),
 * which Wine has. Built by scripts/windows-check with MinGW and copied into the test's Wine prefix, never shipped.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
