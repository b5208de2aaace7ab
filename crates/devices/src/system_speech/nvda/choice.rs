//! Which engine `--speech system` speaks through on Windows: NVDA, when it is the screen reader running and its
//! controller client is found and answers; otherwise the Windows voices, without a word about NVDA.

/// NVDA's controller client, through `reach`, when NVDA runs; `None` when it does not run or cannot be reached (no
/// client library, or NVDA not answering): then the Windows voices speak. `reach` is not tried when NVDA does not run.
pub(crate) fn through_nvda<C, E>(
    nvda_runs: bool,
    reach: impl FnOnce() -> Result<C, E>,
) -> Option<C> {
    if !nvda_runs {
        return None;
    }
    reach().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nvda_speaks_only_when_it_runs_and_its_client_answers() {
        assert_eq!(
            through_nvda(true, || Ok::<_, String>("client")),
            Some("client")
        );
        let absent = || Err::<&str, _>("nvdaControllerClient64.dll was not found".to_string());
        assert_eq!(through_nvda(true, absent), None);
        let silent = || Err::<&str, _>("NVDA did not answer".to_string());
        assert_eq!(through_nvda(true, silent), None);
    }

    #[test]
    fn the_client_is_not_looked_for_when_nvda_does_not_run() {
        let mut tried = false;
        let chosen = through_nvda(false, || {
            tried = true;
            Ok::<_, String>("client")
        });
        assert_eq!(chosen, None);
        assert!(!tried);
    }
}
