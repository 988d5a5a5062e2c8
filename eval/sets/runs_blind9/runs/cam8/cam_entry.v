// cam_entry: one CAM word (8-bit key + valid). Loaded when we is high;
// cleared by inv. 'hit' compares the stored key against the search key.
module cam_entry (
    input        clk,
    input        rst,
    input        we,
    input        inv,
    input  [7:0] wkey,
    input  [7:0] skey,
    output       hit
);
    reg [7:0] key;
    reg       valid;
    always @(posedge clk) begin
        if (rst)      valid <= 1'b0;
        else if (we)  valid <= 1'b1;
        else if (inv) valid <= 1'b0;
        if (we) key <= wkey;
    end
    assign hit = valid & (key == skey);
endmodule
