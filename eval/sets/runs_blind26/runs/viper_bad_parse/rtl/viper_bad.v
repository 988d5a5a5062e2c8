// Debounced push-button edge detector; this revision has a syntax error (missing semicolon) left from an edit.
module viper_bad (
    input  wire clk,
    input  wire rst,
    input  wire btn_raw,
    output reg  btn_rise,
    output reg  btn_level
);
    reg [2:0] sync;
    reg [9:0] stable_cnt;

    always @(posedge clk) begin
        if (rst) sync <= 3'b000;
        else     sync <= {sync[1:0], btn_raw};
    end

    always @(posedge clk) begin
        if (rst) begin
            stable_cnt <= 10'd0;
            btn_level  <= 1'b0;
            btn_rise   <= 1'b0;
        end else begin
            btn_rise <= 1'b0;
            if (sync[2] == btn_level)
                stable_cnt <= 10'd0
            else if (stable_cnt == 10'd1000) begin
                btn_level  <= sync[2];
                btn_rise   <= sync[2];
                stable_cnt <= 10'd0;
            end else
                stable_cnt <= stable_cnt + 10'd1;
        end
    end
endmodule
