// Power-management sequencer: brings up three rails in order, waits for
// each power-good, and powers down in reverse order on request or fault.
module pmu_seq (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       pwr_req,
    input  wire [2:0] pgood,
    input  wire       fault,
    output reg  [2:0] rail_en,
    output reg        ready,
    output reg        err_flag
);
    localparam S_OFF   = 3'd0,
               S_R0    = 3'd1,
               S_R1    = 3'd2,
               S_R2    = 3'd3,
               S_ON    = 3'd4,
               S_DOWN  = 3'd5,
               S_FAULT = 3'd6;

    reg [2:0] state, nstate;
    reg [7:0] tmo;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) state <= S_OFF;
        else        state <= nstate;

    always @(posedge clk or negedge rst_n)
        if (!rst_n)                tmo <= 8'd0;
        else if (state != nstate)  tmo <= 8'd0;
        else if (tmo != 8'hFF)     tmo <= tmo + 8'd1;

    always @* begin
        nstate = state;
        case (state)
            S_OFF:   if (pwr_req) nstate = S_R0;
            S_R0:    if (fault || tmo == 8'hFF) nstate = S_FAULT; else if (pgood[0]) nstate = S_R1;
            S_R1:    if (fault || tmo == 8'hFF) nstate = S_FAULT; else if (pgood[1]) nstate = S_R2;
            S_R2:    if (fault || tmo == 8'hFF) nstate = S_FAULT; else if (pgood[2]) nstate = S_ON;
            S_ON:    if (fault) nstate = S_FAULT; else if (!pwr_req) nstate = S_DOWN;
            S_DOWN:  if (tmo == 8'd40) nstate = S_OFF;
            S_FAULT: if (!pwr_req) nstate = S_OFF;
            default: nstate = S_OFF;
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            rail_en  <= 3'b000;
            ready    <= 1'b0;
            err_flag <= 1'b0;
        end else begin
            ready    <= (nstate == S_ON);
            err_flag <= (nstate == S_FAULT);
            case (nstate)
                S_R0:    rail_en <= 3'b001;
                S_R1:    rail_en <= 3'b011;
                S_R2,
                S_ON:    rail_en <= 3'b111;
                S_DOWN:  rail_en <= (tmo < 8'd20) ? 3'b011 : 3'b001;
                default: rail_en <= 3'b000;
            endcase
        end
endmodule
