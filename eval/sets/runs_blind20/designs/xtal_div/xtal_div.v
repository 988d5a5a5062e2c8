// Crystal clock divider: divides the 4x reference by 4 to make the core
// clock, runs a small prescaled event counter in the divided domain and
// a capture register back in the reference domain.
module xtal_div (
    input  wire        ref_clk,
    input  wire        rst_n,
    input  wire        evt_in,
    input  wire        cap_req,
    output wire        core_clk,
    output reg  [11:0] evt_count,
    output reg  [11:0] cap_value
);
    reg [1:0] div_cnt;

    always @(posedge ref_clk or negedge rst_n)
        if (!rst_n) div_cnt <= 2'd0;
        else        div_cnt <= div_cnt + 2'd1;

    assign core_clk = div_cnt[1];

    reg evt_d;
    always @(posedge core_clk or negedge rst_n)
        if (!rst_n) begin
            evt_d     <= 1'b0;
            evt_count <= 12'd0;
        end else begin
            evt_d <= evt_in;
            if (evt_in & ~evt_d)
                evt_count <= evt_count + 12'd1;
        end

    // capture in the reference domain (multicycle by design: core_clk is
    // four ref cycles long and evt_count only changes on its rising edge)
    always @(posedge ref_clk or negedge rst_n)
        if (!rst_n)       cap_value <= 12'd0;
        else if (cap_req) cap_value <= evt_count * 3;
endmodule
