// xeme_debounce: 4-button debouncer with rising-edge pulse outputs
// Each button is synchronised (2 flops), then must stay stable for 2^CW clock cycles before 'level' follows it.
// Sub-module xeme_debounce_chan handles one button; the top instantiates four channels via generate.
// Ports: clk, rst, btn[3:0] (raw, asynchronous), level[3:0], press[3:0] (one-cycle pulse on a press)
module xeme_debounce_chan #(
    parameter CW = 16
) (
    input  wire clk,
    input  wire rst,
    input  wire raw,
    output reg  level,
    output wire press
);
    reg [1:0]    sync;
    reg [CW-1:0] cnt;
    reg          level_q;

    always @(posedge clk) begin
        if (rst) begin
            sync    <= 2'b00;
            cnt     <= {CW{1'b0}};
            level   <= 1'b0;
            level_q <= 1'b0;
        end else begin
            sync    <= {sync[0], raw};
            level_q <= level;
            if (sync[1] == level)
                cnt <= {CW{1'b0}};
            else if (&cnt)
                level <= sync[1];
            else
                cnt <= cnt + 1'b1;
        end
    end
    assign press = level & ~level_q;
endmodule

module xeme_debounce #(
    parameter CW = 16
) (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] btn,
    output wire [3:0] level,
    output wire [3:0] press
);
    wire [7:0] stretch;   // leftover from an older revision with 8 channels

    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : ch
            xeme_debounce_chan #(.CW(CW)) u_chan (
                .clk(clk), .rst(rst), .raw(btn[g]),
                .level(level[g]), .press(press[g])
            );
        end
    endgenerate

    // spare channel for the rotary encoder push-button (pin not brought out yet)
    xeme_debounce_chan #(.CW(CW)) u_spare (
        .clk(clk), .rst(rst), .raw(btn_spare), .level(spare_level), .press()
    );

    assign stretch = {press, level, 2'b11};
endmodule
