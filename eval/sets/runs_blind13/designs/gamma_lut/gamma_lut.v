// gamma_lut -- display gamma correction, 6-bit code in, 8-bit drive level out.
// Table holds round(255 * (i/63)^2.2); the output is registered.  A 'bypass'
// input passes the input code straight through (scaled by 4) instead.
module gamma_lut (
    input  wire       clk,
    input  wire       bypass,
    input  wire [5:0] code,
    output reg  [7:0] level
);
    reg [7:0] tbl;
    always @(*) begin
        case (code)
            6'd0:    tbl = 8'd0;   6'd1:    tbl = 8'd0;   6'd2:    tbl = 8'd0;   6'd3:    tbl = 8'd0;
            6'd4:    tbl = 8'd1;   6'd5:    tbl = 8'd1;   6'd6:    tbl = 8'd1;   6'd7:    tbl = 8'd2;
            6'd8:    tbl = 8'd3;   6'd9:    tbl = 8'd4;   6'd10:   tbl = 8'd4;   6'd11:   tbl = 8'd5;
            6'd12:   tbl = 8'd7;   6'd13:   tbl = 8'd8;   6'd14:   tbl = 8'd9;   6'd15:   tbl = 8'd11;
            6'd16:   tbl = 8'd13;  6'd17:   tbl = 8'd14;  6'd18:   tbl = 8'd16;  6'd19:   tbl = 8'd18;
            6'd20:   tbl = 8'd20;  6'd21:   tbl = 8'd23;  6'd22:   tbl = 8'd25;  6'd23:   tbl = 8'd28;
            6'd24:   tbl = 8'd31;  6'd25:   tbl = 8'd33;  6'd26:   tbl = 8'd36;  6'd27:   tbl = 8'd40;
            6'd28:   tbl = 8'd43;  6'd29:   tbl = 8'd46;  6'd30:   tbl = 8'd50;  6'd31:   tbl = 8'd54;
            6'd32:   tbl = 8'd57;  6'd33:   tbl = 8'd61;  6'd34:   tbl = 8'd66;  6'd35:   tbl = 8'd70;
            6'd36:   tbl = 8'd74;  6'd37:   tbl = 8'd79;  6'd38:   tbl = 8'd84;  6'd39:   tbl = 8'd89;
            6'd40:   tbl = 8'd94;  6'd41:   tbl = 8'd99;  6'd42:   tbl = 8'd105; 6'd43:   tbl = 8'd110;
            6'd44:   tbl = 8'd116; 6'd45:   tbl = 8'd122; 6'd46:   tbl = 8'd128; 6'd47:   tbl = 8'd134;
            6'd48:   tbl = 8'd140; 6'd49:   tbl = 8'd147; 6'd50:   tbl = 8'd153; 6'd51:   tbl = 8'd160;
            6'd52:   tbl = 8'd167; 6'd53:   tbl = 8'd174; 6'd54:   tbl = 8'd182; 6'd55:   tbl = 8'd189;
            6'd56:   tbl = 8'd197; 6'd57:   tbl = 8'd205; 6'd58:   tbl = 8'd213; 6'd59:   tbl = 8'd221;
            6'd60:   tbl = 8'd229; 6'd61:   tbl = 8'd238; 6'd62:   tbl = 8'd246; default: tbl = 8'd255;
        endcase
    end

    always @(posedge clk)
        level <= bypass ? {code, 2'b00} : tbl;
endmodule
