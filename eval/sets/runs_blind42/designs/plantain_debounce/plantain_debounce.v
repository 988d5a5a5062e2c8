// plantain_debounce: push-button debouncer with 2-flop input synchroniser and press/release edge pulses
// Sub-modules: plantain_sync (metastability synchroniser) and plantain_stable (counter that waits STABLE_CYCLES).
// btn_level is the debounced level; pressed/released pulse one clock on the debounced edges.
module plantain_sync (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output wire q
);
    reg [1:0] ff;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) ff <= 2'b00;
        else        ff <= {ff[0], d};
    assign q = ff[1];
endmodule

module plantain_stable #(parameter STABLE_CYCLES = 16) (
    input  wire clk,
    input  wire rst_n,
    input  wire din,
    output reg  dout
);
    reg [$clog2(STABLE_CYCLES):0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 0;
            dout <= 1'b0;
        end else if (din == dout) begin
            cnt <= 0;
        end else if (cnt == STABLE_CYCLES - 1) begin
            cnt  <= 0;
            dout <= din;
        end else begin
            cnt <= cnt + 1'b1;
        end
    end
endmodule

module plantain_debounce #(parameter STABLE_CYCLES = 16) (
    input  wire clk,
    input  wire rst_n,
    input  wire btn_raw,
    output wire btn_level,
    output reg  pressed,
    output reg  released
);
    wire btn_s;
    reg  level_d;

    plantain_sync u_sync (.clk(clk), .rst_n(rst_n), .d(btn_raw), .q(btn_s));
    plantain_stable #(.STABLE_CYCLES(STABLE_CYCLES)) u_stable (
        .clk(clk), .rst_n(rst_n), .din(btn_s), .dout(btn_level));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            level_d  <= 1'b0;
            pressed  <= 1'b0;
            released <= 1'b0;
        end else begin
            level_d  <= btn_level;
            pressed  <= btn_level & ~level_d;
            released <= ~btn_level & level_d;
        end
    end
endmodule
