// cam8: 8-entry content-addressable memory. A search key is compared with all
// entries in parallel; the lowest matching index is encoded and registered
// together with a match flag. Entries are written / invalidated by index.
module cam8 (
    input            clk,
    input            rst,
    input            wr_en,
    input            inv_en,
    input      [2:0] wr_idx,
    input      [7:0] wr_key,
    input      [7:0] search_key,
    output reg       match,
    output reg [2:0] match_idx,
    output reg [7:0] match_vec
);
    wire [7:0] hits;
    genvar g;
    generate
        for (g = 0; g < 8; g = g + 1) begin : g_ent
            cam_entry u_ent (
                .clk(clk), .rst(rst),
                .we(wr_en && wr_idx == g),
                .inv(inv_en && wr_idx == g),
                .wkey(wr_key), .skey(search_key),
                .hit(hits[g])
            );
        end
    endgenerate

    // lowest index wins
    reg [2:0] enc;
    integer j;
    always @* begin
        enc = 3'd0;
        for (j = 7; j >= 0; j = j - 1)
            if (hits[j]) enc = j;
    end

    always @(posedge clk) begin
        match     <= |hits;
        match_idx <= enc;
        match_vec <= hits;
    end
endmodule
