// quillwort_prienc: 16-input interrupt priority encoder (purely combinational).
// req[15] has the highest priority. idx is the index of the highest pending request that is
// not masked; valid says whether any unmasked request is pending; grant_oh is its one-hot form.
module quillwort_prienc (
    input  wire [15:0] req,
    input  wire [15:0] mask,
    output reg  [3:0]  idx,
    output wire        valid,
    output wire [15:0] grant_oh
);
    wire [15:0] pend = req & ~mask;
    integer j;

    always @(*) begin
        idx = 4'd0;
        for (j = 0; j < 16; j = j + 1)
            if (pend[j]) idx = j[3:0];
    end

    // any_pend is used without a declaration (implicit net): lint should flag it
    assign any_pend = |pend;
    assign valid    = any_pend;
    assign grant_oh = valid ? (16'd1 << idx) : 16'd0;
endmodule
