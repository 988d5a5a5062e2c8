// Four-entry address comparator for ROM patching.  Each entry has a valid
// bit and a 10-bit word address; 'hit' is set when the fetch address matches
// a valid entry and 'idx' tells which one (lowest index wins).
module patch_match (
    input  wire [9:0]  addr,
    input  wire [39:0] tags,
    input  wire [3:0]  valid,
    output reg         hit,
    output reg  [1:0]  idx
);
    integer i;
    always @* begin
        hit = 1'b0;
        idx = 2'd0;
        for (i = 3; i >= 0; i = i - 1) begin
            if (valid[i] && tags[i*10 +: 10] == addr) begin
                hit = 1'b1;
                idx = i[1:0];
            end
        end
    end
endmodule
