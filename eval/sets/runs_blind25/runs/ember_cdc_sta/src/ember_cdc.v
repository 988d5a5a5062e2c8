// Two-clock event counter: pulses in the fast domain cross to the slow domain through a toggle synchronizer.
module ember_cdc (
    input  wire       clk_fast,
    input  wire       clk_slow,
    input  wire       rst_n,
    input  wire       evt_in,
    output reg [11:0] fast_count,
    output reg [11:0] slow_count,
    output wire       busy
);
    reg evt_d, tog;
    always @(posedge clk_fast or negedge rst_n)
        if (!rst_n) begin
            evt_d <= 1'b0; tog <= 1'b0; fast_count <= 12'd0;
        end else begin
            evt_d <= evt_in;
            if (evt_in && !evt_d) begin
                tog <= ~tog;
                fast_count <= fast_count + 12'd1;
            end
        end

    wire tog_s;
    ember_sync2 u_sync (.clk(clk_slow), .rst_n(rst_n), .d(tog), .q(tog_s));
    reg  tog_s_d;
    always @(posedge clk_slow or negedge rst_n)
        if (!rst_n) begin
            tog_s_d <= 1'b0; slow_count <= 12'd0;
        end else begin
            tog_s_d <= tog_s;
            if (tog_s ^ tog_s_d) slow_count <= slow_count + 12'd1;
        end

    assign busy = tog ^ tog_s_d;
endmodule

module ember_sync2 (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output wire q
);
    reg m1, m2;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) {m2, m1} <= 2'b00;
        else        {m2, m1} <= {m1, d};
    assign q = m2;
endmodule
