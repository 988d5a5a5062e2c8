// Debounced push-button edge detector for a front-panel control (revision with a typo).
module lagoon_parse #(
    parameter CNT_W = 10
) (
    input  wire clk,
    input  wire rst,
    input  wire btn,
    output reg  press,
    output reg  release_o
);
    reg [1:0]       sync;
    reg [CNT_W-1:0] cnt;
    reg             stable;

    always @(posedge clk)
        if (rst) sync <= 2'b00;
        else     sync <= {sync[0], btn};

    always @(posedge clk)
        if (rst) begin
            cnt    <= 0;
            stable <= 1'b0;
        end else if (sync[1] != stable) begin
            cnt <= cnt + 1'b1
            if (&cnt) begin
                stable <= sync[1];
                cnt    <= 0;
            end
        end else
            cnt <= 0;

    always @(posedge clk) begin
        press     <= 1'b0;
        release_o <= 1'b0;
        if (&cnt && !stable) press <= 1'b1;
        if (&cnt && stable)  release_o <= 1'b1;
    end
endmodule
