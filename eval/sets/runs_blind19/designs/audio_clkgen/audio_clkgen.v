// Audio serial clock generator: divides MCLK down to BCLK (/4) and counts
// bit slots to produce LRCLK.  The enable bit lives in the slow APB-side
// config clock and is resynchronised into the MCLK domain.
module audio_clkgen (
    input  wire       mclk,
    input  wire       cfg_clk,
    input  wire       rst_n,
    input  wire       cfg_we,
    input  wire [4:0] cfg_slots,     // bits per channel - 1
    input  wire       cfg_en,
    output wire       bclk,
    output reg        lrclk,
    output reg        frame_start
);
    // ---- config domain ----
    reg       en_cfg;
    reg [4:0] slots_cfg;
    always @(posedge cfg_clk or negedge rst_n)
        if (!rst_n) begin
            en_cfg    <= 1'b0;
            slots_cfg <= 5'd15;
        end else if (cfg_we) begin
            en_cfg    <= cfg_en;
            slots_cfg <= cfg_slots;
        end

    // ---- 2-flop synchroniser into mclk ----
    reg en_meta, en_sync;
    always @(posedge mclk or negedge rst_n)
        if (!rst_n) {en_sync, en_meta} <= 2'b00;
        else        {en_sync, en_meta} <= {en_meta, en_cfg};

    // ---- /4 divider ----
    reg [1:0] div;
    always @(posedge mclk or negedge rst_n)
        if (!rst_n)       div <= 2'd0;
        else if (en_sync) div <= div + 2'd1;
        else              div <= 2'd0;
    assign bclk = div[1];

    // ---- slot counter, clocked by the divided clock ----
    reg [4:0] slot;
    always @(negedge bclk or negedge rst_n)
        if (!rst_n) begin
            slot        <= 5'd0;
            lrclk       <= 1'b0;
            frame_start <= 1'b0;
        end else begin
            frame_start <= 1'b0;
            if (slot == slots_cfg) begin
                slot  <= 5'd0;
                lrclk <= ~lrclk;
                frame_start <= lrclk;
            end else
                slot <= slot + 5'd1;
        end
endmodule
