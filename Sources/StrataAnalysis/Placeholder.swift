// Classification, layers and reports over a SourceIndex.
